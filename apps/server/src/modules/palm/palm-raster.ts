/**
 * Small pixel-grid operations for the palm photo analysis, on plain typed arrays (row-major,
 * `width × height`). Written out rather than pulled from an image library because they run on
 * a few hundred pixels a side and must give the same numbers for the same photo on every machine.
 */

/** A separable Gaussian blur; edges repeat the border pixel. */
export function gaussianBlur(
  src: Float32Array,
  width: number,
  height: number,
  sigma: number,
): Float32Array {
  if (sigma <= 0.01) return Float32Array.from(src);
  const radius = Math.max(1, Math.ceil(sigma * 3));
  const kernel = new Float32Array(radius * 2 + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i++) {
    const w = Math.exp(-(i * i) / (2 * sigma * sigma));
    kernel[i + radius] = w;
    sum += w;
  }
  for (let i = 0; i < kernel.length; i++) kernel[i] = kernel[i]! / sum;
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let acc = 0;
      for (let k = -radius; k <= radius; k++) {
        const xx = Math.min(width - 1, Math.max(0, x + k));
        acc += src[row + xx]! * kernel[k + radius]!;
      }
      tmp[row + x] = acc;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let acc = 0;
      for (let k = -radius; k <= radius; k++) {
        const yy = Math.min(height - 1, Math.max(0, y + k));
        acc += tmp[yy * width + x]! * kernel[k + radius]!;
      }
      out[y * width + x] = acc;
    }
  }
  return out;
}

/**
 * 3×3 erosion of a 0/1 mask. Pixels beyond the grid are ignored rather than counted as 0, so a
 * shape running out of the picture (a forearm) still reaches the edge and can be recognised.
 */
export function erode(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      let all = 1;
      for (let dy = -1; dy <= 1 && all; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx >= 0 && xx < width && !mask[yy * width + xx]) {
            all = 0;
            break;
          }
        }
      }
      out[i] = all;
    }
  }
  return out;
}

/** 3×3 dilation of a 0/1 mask. */
export function dilate(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx >= 0 && xx < width) out[yy * width + xx] = 1;
        }
      }
    }
  }
  return out;
}

/** Sets every 0 pixel that cannot reach the border through 0 pixels (holes inside shapes). */
export function fillHoles(mask: Uint8Array, width: number, height: number): Uint8Array {
  const outside = new Uint8Array(mask.length);
  const stack: number[] = [];
  const seed = (i: number) => {
    if (!mask[i] && !outside[i]) {
      outside[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % width;
    if (x > 0) seed(i - 1);
    if (x < width - 1) seed(i + 1);
    if (i >= width) seed(i - width);
    if (i < mask.length - width) seed(i + width);
  }
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) out[i] = outside[i] ? 0 : 1;
  return out;
}

export interface Region {
  /** 0/1 mask of the region alone. */
  mask: Uint8Array;
  area: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  touchesBorder: boolean;
}

/**
 * Connected regions of a 0/1 mask (8-connected when `diagonal`), largest first. Regions smaller
 * than `minArea` are left out.
 */
export function regions(
  mask: Uint8Array,
  width: number,
  height: number,
  options: { diagonal: boolean; minArea: number },
): Region[] {
  const labels = new Int32Array(mask.length).fill(-1);
  const found: { pixels: number[]; region: Omit<Region, 'mask'> }[] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start] !== -1) continue;
    const label = found.length;
    const pixels: number[] = [];
    let minX = width;
    let minY = height;
    let maxX = -1;
    let maxY = -1;
    labels[start] = label;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      pixels.push(i);
      const x = i % width;
      const y = (i - x) / width;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          if (!options.diagonal && dx !== 0 && dy !== 0) continue;
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const j = yy * width + xx;
          if (mask[j] && labels[j] === -1) {
            labels[j] = label;
            stack.push(j);
          }
        }
      }
    }
    found.push({
      pixels,
      region: {
        area: pixels.length,
        minX,
        minY,
        maxX,
        maxY,
        touchesBorder: minX === 0 || minY === 0 || maxX === width - 1 || maxY === height - 1,
      },
    });
  }
  return found
    .filter((f) => f.region.area >= options.minArea)
    .sort((a, b) => b.region.area - a.region.area || a.pixels[0]! - b.pixels[0]!)
    .map(({ pixels, region }) => {
      const own = new Uint8Array(mask.length);
      for (const i of pixels) own[i] = 1;
      return { ...region, mask: own };
    });
}

/** Exact squared Euclidean distance transform of one row or column (Felzenszwalb–Huttenlocher). */
function edt1d(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array) {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    let s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    while (s <= z[k]!) {
      k--;
      s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1]! < q) k++;
    d[q] = (q - v[k]!) * (q - v[k]!) + f[v[k]!]!;
  }
}

/**
 * Distance from every pixel of the mask to the nearest pixel outside it (the grid's outside
 * counts as outside, so a shape cut by the frame is not taken for a wider one).
 */
export function distanceTransform(mask: Uint8Array, width: number, height: number): Float32Array {
  const big = 1e12;
  // Pad by one pixel of background on every side.
  const w = width + 2;
  const h = height + 2;
  const grid = new Float64Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inside = x > 0 && y > 0 && x <= width && y <= height && mask[(y - 1) * width + x - 1];
      grid[y * w + x] = inside ? big : 0;
    }
  }
  const n = Math.max(w, h);
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  for (let x = 0; x < w; x++) {
    for (let y = 0; y < h; y++) f[y] = grid[y * w + x]!;
    edt1d(f, h, d, v, z);
    for (let y = 0; y < h; y++) grid[y * w + x] = d[y]!;
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) f[x] = grid[y * w + x]!;
    edt1d(f, w, d, v, z);
    for (let x = 0; x < w; x++) grid[y * w + x] = d[x]!;
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out[y * width + x] = Math.sqrt(grid[(y + 1) * w + x + 1]!);
  }
  return out;
}

/** Area of the convex hull of a mask (from each row's leftmost and rightmost pixel). */
export function convexHullArea(mask: Uint8Array, width: number, height: number): number {
  const points: [number, number][] = [];
  for (let y = 0; y < height; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]) {
        if (first < 0) first = x;
        last = x;
      }
    }
    if (first >= 0) {
      // Pixel corners, so a one-pixel line still has an area.
      points.push([first, y], [last + 1, y], [first, y + 1], [last + 1, y + 1]);
    }
  }
  if (points.length < 3) return 0;
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const p of points) {
    while (lower.length >= 2 && cross(lower.at(-2)!, lower.at(-1)!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: [number, number][] = [];
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i]!;
    while (upper.length >= 2 && cross(upper.at(-2)!, upper.at(-1)!, p) <= 0) upper.pop();
    upper.push(p);
  }
  const hull = [...lower.slice(0, -1), ...upper.slice(0, -1)];
  let twice = 0;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    twice += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(twice) / 2;
}

/** The p-th percentile (0–1) of some values (a sorted copy; the input is left alone). */
export function percentile(values: ArrayLike<number>, p: number): number {
  if (values.length === 0) return 0;
  const sorted = Float32Array.from(values).sort();
  const index = Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))));
  return sorted[index]!;
}

/** Bilinear sample of a grid at a fractional position (clamped to the grid). */
export function sampleBilinear(
  grid: Float32Array,
  width: number,
  height: number,
  x: number,
  y: number,
): number {
  const cx = Math.min(width - 1, Math.max(0, x));
  const cy = Math.min(height - 1, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const top = grid[y0 * width + x0]! * (1 - fx) + grid[y0 * width + x1]! * fx;
  const bottom = grid[y1 * width + x0]! * (1 - fx) + grid[y1 * width + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}

/** The 8 neighbours, clockwise on screen (y grows downwards) from east. */
const NEIGHBOURS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];

/**
 * The outer outline of a region, in order (Moore-neighbour tracing from its top-left pixel, with
 * Jacob's stopping rule): the pixels of the region that touch its outside.
 */
export function outerContour(
  mask: Uint8Array,
  width: number,
  height: number,
): { x: number; y: number }[] {
  let start = -1;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]) {
      start = i;
      break;
    }
  }
  if (start < 0) return [];
  const on = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && mask[y * width + x] === 1;
  const sx = start % width;
  const sy = (start - sx) / width;
  const contour = [{ x: sx, y: sy }];
  let x = sx;
  let y = sy;
  // The pixel to the west of the top-left pixel is outside: the search starts there.
  let from = 4;
  let firstMove = -1;
  for (let steps = 0; steps < 4 * mask.length + 8; steps++) {
    let move = -1;
    for (let k = 0; k < 8; k++) {
      const d = (from + k) % 8;
      const [dx, dy] = NEIGHBOURS[d]!;
      if (on(x + dx, y + dy)) {
        move = d;
        break;
      }
    }
    if (move < 0) break; // a single pixel
    if (x === sx && y === sy && steps > 0 && move === firstMove) break;
    if (firstMove < 0) firstMove = move;
    x += NEIGHBOURS[move]![0];
    y += NEIGHBOURS[move]![1];
    if (!(x === sx && y === sy)) contour.push({ x, y });
    // Resume from the outside neighbour checked just before this move, seen from the new pixel.
    from = (move + (move % 2 ? 5 : 6)) % 8;
  }
  return contour;
}
