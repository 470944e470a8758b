import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/**
 * The app's icons for installing it (web app manifest, iOS home screen), drawn from its one logo,
 * `public/splash.svg`. `any` icons are the logo as it is (rounded, transparent corners); the
 * `maskable` and Apple ones fill the whole square with the logo's sky, since the platform cuts
 * its own shape (the crescent and the star sit well inside the 80% safe circle).
 */
export interface AppIcon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable' | 'apple-touch';
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'apple-touch' },
];

/** The logo's rounded sky, squared off for icons the platform shapes itself. */
function fullBleed(svg: string): string {
  const rounded = /(<rect width="512" height="512") rx="\d+"/;
  if (!rounded.test(svg)) throw new Error('splash.svg: its rounded background rect was not found');
  return svg.replace(rounded, '$1');
}

/** Renders one icon (the SVG drawn at twice the size, then scaled down: crisp edges). */
export async function renderIcon(svg: string, icon: AppIcon): Promise<Buffer> {
  const source = icon.purpose === 'any' ? svg : fullBleed(svg);
  const density = Math.ceil((72 * icon.size * 2) / 512);
  return (
    sharp(Buffer.from(source), { density })
      .resize(icon.size, icon.size)
      // A palette of 256 colours: a third of the bytes, no visible banding in the sky.
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toBuffer()
  );
}

/** Emits every icon of `APP_ICONS` into the build, drawn from `svgFile` with sharp. */
export function appIcons(svgFile: string): Plugin {
  return {
    name: 'duangdee:app-icons',
    apply: 'build',
    async generateBundle() {
      const svg = readFileSync(svgFile, 'utf8');
      for (const icon of APP_ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: await renderIcon(svg, icon) });
      }
    },
  };
}
