/**
 * Writes the palm photo the browser tests upload (`apps/web/e2e/fixtures/palm.jpg`): a drawn
 * right hand with skin texture, slightly turned, that the built-in palm analysis accepts
 * (`test/uploads/palm-photo.test.ts` checks it). Run again after changing the drawing:
 *   npx tsx apps/server/test/support/write-palm-fixture.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handJpeg } from './palm-images.ts';

export const PALM_FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/e2e/fixtures/palm.jpg',
);

export function palmFixtureJpeg(): Promise<Buffer> {
  return handJpeg(
    { texture: true, skin: '#d9a383', background: '#cdd5dc', rotate: -8, width: 720, height: 960 },
    82,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const bytes = await palmFixtureJpeg();
  await writeFile(PALM_FIXTURE, bytes);
  console.log(`${PALM_FIXTURE}: ${bytes.length} bytes`);
}
