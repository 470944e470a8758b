import { readFileSync } from 'node:fs';
import { openHands } from '@duangdee/contract/hand-reading';
import { categorizeLine, PALM_LINE_IDS, type PalmLineId } from '@duangdee/oracle/palm-lines';
import { findHands } from '../../src/modules/palm/hand-model/find-hands.ts';
import {
  loadHandModels,
  type HandModels,
} from '../../src/modules/palm/hand-model/human-runtime.ts';
import {
  measurePalmLines,
  type PalmLineMeasurement,
} from '../../src/modules/palm/lines/measure-lines.ts';
import { loadOpenCv, type Cv } from '../../src/modules/palm/lines/opencv.ts';

/** The hand models and OpenCV, loaded once per test file. */
export interface LineTools {
  models: HandModels;
  cv: Cv;
}

export async function loadLineTools(): Promise<LineTools> {
  const [models, cv] = await Promise.all([loadHandModels(), loadOpenCv()]);
  return { models, cv };
}

export interface MeasuredPhoto {
  file: string;
  measurement: PalmLineMeasurement | null;
  /** CPU time of the line measurement alone (the hand model's time not counted), ms. */
  cpuMs: number;
  present: Record<PalmLineId, boolean>;
}

/** Finds the hand with the model, then measures its lines (null when no open hand is found). */
export async function measurePhoto(tools: LineTools, file: string): Promise<MeasuredPhoto> {
  const found = await findHands(tools.models, readFileSync(file));
  const hand = openHands(found.hands)[0];
  const none = Object.fromEntries(PALM_LINE_IDS.map((id) => [id, false])) as Record<
    PalmLineId,
    boolean
  >;
  if (!hand) return { file, measurement: null, cpuMs: 0, present: none };
  const before = process.cpuUsage();
  const measurement = measurePalmLines(tools.cv, found.image, hand);
  const used = process.cpuUsage(before);
  const present = Object.fromEntries(
    PALM_LINE_IDS.map((id) => [id, categorizeLine(id, measurement.lines[id].features).present]),
  ) as Record<PalmLineId, boolean>;
  return { file, measurement, cpuMs: (used.user + used.system) / 1000, present };
}
