import { RESULT_KINDS } from '@duangdee/contract/reading-kinds';
import type { Catalogue } from '../../../i18n/th.ts';

type KindLabel = keyof Catalogue['readings']['kinds'];

/** Kinds the history may hold that have a name in the catalogue (palm and chat included). */
const LABELLED: readonly KindLabel[] = [...RESULT_KINDS, 'chat'];

function isLabelled(kind: string): kind is KindLabel {
  return (LABELLED as readonly string[]).includes(kind);
}

/** The catalogue key of a kind's name, `other` for a kind this app does not know yet. */
export function kindLabelKey(kind: string): KindLabel {
  return isLabelled(kind) ? kind : 'other';
}
