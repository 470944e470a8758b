import { parentPort } from 'node:worker_threads';
import { judgeHandPhoto } from '@duangdee/contract/hand-reading';
import { measurePalmLines } from '../lines/measure-lines.ts';
import { loadOpenCv } from '../lines/opencv.ts';
import { findHands } from './find-hands.ts';
import { loadHandModels, type HandModels } from './human-runtime.ts';
import type { HandCheckReply, HandCheckRequest, HandCheckResult } from './hand-check.ts';

/**
 * The hand worker's thread: loads the models once, then answers one photo at a time, so a
 * second of model work never holds up the server's requests.
 */
let models: Promise<HandModels> | null = null;

async function check(request: HandCheckRequest): Promise<HandCheckResult> {
  models ??= loadHandModels();
  const search = await findHands(await models, Buffer.from(request.bytes));
  const verdict = judgeHandPhoto(search.image, search.hands, request.stated);
  const { width, height } = search.image;
  // The lines of a usable palm, when a reading asks for them (the upload's check does not).
  const lines =
    request.lines && verdict.usable
      ? measurePalmLines(await loadOpenCv(), search.image, verdict.hand)
      : undefined;
  return { verdict, width, height, tries: search.tries, ...(lines ? { lines } : {}) };
}

parentPort?.on('message', (message: HandCheckRequest) => {
  void check(message).then(
    (result) => parentPort?.postMessage({ id: message.id, result } satisfies HandCheckReply),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies HandCheckReply),
  );
});
