/**
 * How long a test that reads a palm photo may take: the first photo a test file sends starts the
 * hand models' worker (load and WASM compile, 2–6 s of one core), which on a machine running the
 * whole suite on two cores can take several times that.
 */
export const PALM_TEST_TIMEOUT = 90_000;
