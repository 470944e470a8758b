import { fortuneFeaturePath, paths } from '../../config/paths.ts';

/**
 * The reading kinds of the fortune hub (spec §1), with the catalogue key of their title
 * (`fortune.kinds.<key>`) and the route that opens them.
 */
export const READING_KINDS = [
  { id: 'palm', key: 'palm', path: paths.palmAnalysis },
  { id: 'career', key: 'career', path: fortuneFeaturePath('career') },
  { id: 'compatibility', key: 'compatibility', path: paths.compatibility },
  { id: 'finance', key: 'finance', path: fortuneFeaturePath('finance') },
  { id: 'love', key: 'love', path: fortuneFeaturePath('love') },
  { id: 'love-sticks', key: 'loveSticks', path: paths.loveSticks },
  { id: 'luck', key: 'luck', path: fortuneFeaturePath('luck') },
  { id: 'obstacles', key: 'obstacles', path: fortuneFeaturePath('obstacles') },
  { id: 'phone-number', key: 'phoneNumber', path: fortuneFeaturePath('phone-number') },
  {
    id: 'their-feelings',
    key: 'theirFeelings',

    path: fortuneFeaturePath('their-feelings'),
  },
  {
    id: 'thinking-person',
    key: 'thinkingPerson',

    path: fortuneFeaturePath('thinking-person'),
  },
] as const;

export type ReadingKind = (typeof READING_KINDS)[number];

export function findReadingKind(id: string | undefined): ReadingKind | undefined {
  return READING_KINDS.find((kind) => kind.id === id);
}
