import { parentPort } from 'node:worker_threads';
import { judgeHandPhoto, type StatedHand } from '@duangdee/contract/hand-reading';
import { findHands } from './find-hands.ts';
import { loadHandModels, type HandModels } from './human-runtime.ts';
import type { HandCheckReply, HandCheckRequest, HandCheckResult } from './hand-check.ts';

/**
 * The hand worker's thread: loads the models once, then answers one photo at a time, so a
 * second of model work never holds up the server's requests.
 */
let models: Promise<HandModels> | null = null;

async function check(bytes: Buffer, stated: StatedHand | null): Promise<HandCheckResult> {
  models ??= loadHandModels();
  const search = await findHands(await models, bytes);
  const verdict = judgeHandPhoto(search.image, search.hands, stated);
  const { data: _pixels, ...size } = search.image;
  return { verdict, width: size.width, height: size.height, tries: search.tries };
}

parentPort?.on('message', (message: HandCheckRequest) => {
  void check(Buffer.from(message.bytes), message.stated).then(
    (result) => parentPort?.postMessage({ id: message.id, result } satisfies HandCheckReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies HandCheckReply),
  );
});
