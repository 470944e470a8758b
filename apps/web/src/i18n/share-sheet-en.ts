import type { shareSheetTh } from './share-sheet-th.ts';

/** English text of the share sheet (see `share-sheet-th.ts`). */
export const shareSheetEn: typeof shareSheetTh = {
  title: 'Share with friends',
  close: 'Close',
  channels: 'Where to share',
  line: 'Share on LINE',
  lineLabel: 'LINE',
  facebook: 'Share on Facebook',
  facebookLabel: 'Facebook',
  x: 'Share on X',
  xLabel: 'X',
  copy: 'Copy link',
  copyLabel: 'Copy link',
  more: 'Share with another app',
  moreLabel: 'More apps',
  newWindow: 'opens in a new window',
  copied: 'Link copied. Send it to a friend!',
  copyFailed: 'Couldn’t copy. Press and hold the link below to copy it yourself.',
  shareFailed: 'Couldn’t share. Try another way.',
  link: 'Link to share',
};
