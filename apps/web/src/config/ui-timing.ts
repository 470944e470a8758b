/** UI timing constants from spec §9 ("UI timing") and §2 ("Start-up"). */
export const SPLASH_MAX_MS = 4000;
export const SPLASH_TITLE_DELAY_MS = 500;
/**
 * Once the app is up the splash goes, but not before it has been on screen this long: the name
 * comes in at 500 ms and is read for a moment, rather than flashing past on a fast start.
 */
export const SPLASH_MIN_SHOWN_MS = 1200;

export const TOAST_MAX_VISIBLE = 20;
export const TOAST_ERROR_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
