/**
 * Writes the palm photo the browser tests upload (`apps/web/e2e/fixtures/palm.jpg`): the
 * rendered right palm against a pale wall from the project's own photo set
 * (`palm-photo-set.ts`, `palm-01-type1-wall`), whose hand the model finds and whose lines it
 * reads where they are drawn (`test/palm/palm-reading-input.test.ts` checks it). Run again after
 * changing the scene or the renderer:
 *   npx tsx apps/server/test/support/write-palm-fixture.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PALM_PHOTO_SET, renderPalmPhoto } from './palm-photo-set.ts';

export const PALM_FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/e2e/fixtures/palm.jpg',
);

export function palmFixtureJpeg(): Promise<Buffer> {
  return renderPalmPhoto(PALM_PHOTO_SET.find((c) => c.name === 'palm-01-type1-wall')!);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const bytes = await palmFixtureJpeg();
  await writeFile(PALM_FIXTURE, bytes);
  console.log(`${PALM_FIXTURE}: ${bytes.length} bytes`);
}
