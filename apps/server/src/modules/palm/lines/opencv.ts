import { createRequire } from 'node:module';

/**
 * OpenCV (`@techstark/opencv-js`, OpenCV 4.12 built to WASM) for the palm's lines. Loading it
 * takes about 2 s and 70 MB, so it is loaded once per process, on the first palm that needs it.
 * Only the calls the line measurement makes are typed here.
 */

/** An OpenCV matrix. Every one created must be `delete()`d: it lives in the WASM heap. */
export interface Mat {
  readonly rows: number;
  readonly cols: number;
  data: Uint8Array;
  data32F: Float32Array;
  delete(): void;
}

export interface Size {
  width: number;
  height: number;
}

export interface Clahe {
  apply(src: Mat, dst: Mat): void;
  delete(): void;
}

export interface Cv {
  Mat: new () => Mat;
  Size: new (width: number, height: number) => Size;
  CLAHE: new (clipLimit: number, tileGridSize: Size) => Clahe;
  matFromArray(rows: number, cols: number, type: number, array: ArrayLike<number>): Mat;
  warpAffine(
    src: Mat,
    dst: Mat,
    m: Mat,
    size: Size,
    flags: number,
    borderMode: number,
    borderValue?: unknown,
  ): void;
  cvtColor(src: Mat, dst: Mat, code: number): void;
  GaussianBlur(src: Mat, dst: Mat, ksize: Size, sigmaX: number, sigmaY?: number): void;
  Sobel(src: Mat, dst: Mat, ddepth: number, dx: number, dy: number, ksize?: number): void;
  Laplacian(src: Mat, dst: Mat, ddepth: number, ksize?: number): void;
  CV_8UC1: number;
  CV_8UC3: number;
  CV_32F: number;
  CV_64F: number;
  COLOR_RGB2GRAY: number;
  INTER_LINEAR: number;
  BORDER_REPLICATE: number;
}

interface EmscriptenModule {
  onRuntimeInitialized?: () => void;
  Mat?: unknown;
  then?: unknown;
}

/**
 * The module is a thenable whose `then` hands back the module itself, so resolving a promise
 * with it (or awaiting it) never ends: it is given out without its `then`.
 */
function ready(module: EmscriptenModule): Cv {
  delete module.then;
  return module as unknown as Cv;
}

let loading: Promise<Cv> | null = null;

/** OpenCV, ready to use; the same instance for the whole process. */
export function loadOpenCv(): Promise<Cv> {
  loading ??= new Promise<Cv>((resolve, reject) => {
    try {
      const require = createRequire(import.meta.url);
      const module = require('@techstark/opencv-js') as EmscriptenModule;
      // Wait for the runtime (or take it as it is when it is already up).
      if (module.Mat) {
        resolve(ready(module));
        return;
      }
      module.onRuntimeInitialized = () => resolve(ready(module));
    } catch (error) {
      loading = null;
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  return loading;
}
