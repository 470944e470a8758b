import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, png, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { SESSION_ID, SHARE_TOKEN, UPLOAD_ID, wireResult } from '../testing.ts';
import type { PalmLine } from '../types.ts';
import { likelyPhotoAspect } from './palm-lines-figure-hand.tsx';
import { PalmLinesFigure } from './palm-lines-figure.tsx';
import { SharedPalmView } from './shared-palm-view.tsx';

/** An open right palm, fingers up, on a 3:4 portrait photo (shares of its width and height). */
const LANDMARKS: [number, number][] = [
  [0.5, 0.85],
  [0.36, 0.78],
  [0.27, 0.68],
  [0.21, 0.59],
  [0.16, 0.52],
  [0.38, 0.5],
  [0.36, 0.37],
  [0.35, 0.29],
  [0.34, 0.22],
  [0.48, 0.49],
  [0.48, 0.34],
  [0.48, 0.25],
  [0.48, 0.17],
  [0.58, 0.5],
  [0.6, 0.37],
  [0.61, 0.29],
  [0.62, 0.22],
  [0.67, 0.53],
  [0.7, 0.43],
  [0.72, 0.37],
  [0.73, 0.31],
];
const HAND = { hand: 'right' as const, landmarks: LANDMARKS };

const LINES: PalmLine[] = [
  {
    id: 'heart',
    nameTh: 'เส้นใจ',
    nameEn: 'Heart line',
    present: true,
    path: [
      [0.68, 0.57],
      [0.55, 0.56],
      [0.42, 0.53],
    ],
  },
  {
    id: 'head',
    nameTh: 'เส้นสมอง',
    nameEn: 'Head line',
    present: true,
    path: [
      [0.38, 0.6],
      [0.5, 0.63],
      [0.64, 0.66],
    ],
  },
  {
    id: 'life',
    nameTh: 'เส้นชีวิต',
    nameEn: 'Life line',
    present: true,
    path: [
      [0.38, 0.6],
      [0.4, 0.7],
      [0.46, 0.8],
    ],
  },
  { id: 'fate', nameTh: 'เส้นวาสนา', nameEn: 'Fate line', present: false },
  { id: 'sun', nameTh: 'เส้นอาทิตย์', nameEn: 'Sun line', present: false },
];

const drawnIds = (root: ParentNode) =>
  [...root.querySelectorAll('[data-line]')].map((g) => g.getAttribute('data-line'));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:palm');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PalmLinesFigure', () => {
  it('draws each found line once, named in Thai, and says which lines were not found', () => {
    stubServer({});
    renderRoute(<PalmLinesFigure lines={LINES} hand={HAND} />, '/palm-analysis');
    const figure = screen.getByTestId('palm-lines-figure');
    expect(drawnIds(figure)).toEqual(['heart', 'head', 'life']);
    // Each line drawn as one course (its casing and colour follow the same path).
    for (const group of figure.querySelectorAll('[data-line]')) {
      const courses = new Set([...group.querySelectorAll('path')].map((p) => p.getAttribute('d')));
      expect(courses.size).toBe(1);
      expect([...courses][0]).toMatch(/^M[\d.]+ [\d.]+ Q/);
    }
    const labels = [...figure.querySelectorAll('[data-label]')].map((l) => l.textContent);
    expect(labels).toEqual(expect.arrayContaining(['เส้นใจ', 'เส้นสมอง', 'เส้นชีวิต']));
    expect(labels).toHaveLength(3);
    expect(
      within(screen.getByTestId('palm-lines-legend'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['เส้นใจ', 'เส้นสมอง', 'เส้นชีวิต']);
    expect(screen.getByTestId('palm-lines-missing').textContent).toBe(
      'เส้นที่ยังไม่เห็นในรูปนี้: เส้นวาสนา · เส้นอาทิตย์',
    );
    expect(
      screen.getByRole('img', {
        name: 'ภาพวาดมือ พร้อมเส้นลายมือที่หมอดูพบ: เส้นใจ เส้นสมอง เส้นชีวิต',
      }),
    ).toBeTruthy();
  });

  it('draws nothing for readings that do not say where their lines run', () => {
    stubServer({});
    const withoutPaths = LINES.map(({ path: _path, ...line }) => line);
    const { container } = renderRoute(
      <PalmLinesFigure lines={withoutPaths} hand={HAND} />,
      '/palm-analysis',
    );
    expect(container.innerHTML).toBe('');
  });

  it('draws no outline without the hand when there is no photo either', () => {
    stubServer({});
    const { container } = renderRoute(<PalmLinesFigure lines={LINES} />, '/palm-analysis');
    expect(container.innerHTML).toBe('');
  });

  it('draws the lines on the owner’s photo, cropped to the hand, with no outline', async () => {
    const server = stubServer({ [`GET /uploads/${UPLOAD_ID}`]: png });
    renderRoute(
      <PalmLinesFigure lines={LINES} hand={HAND} photoPath={`/api/v1/uploads/${UPLOAD_ID}`} />,
      '/palm-analysis',
    );
    const figure = screen.getByTestId('palm-lines-figure');
    // The photo is read for its size first.
    await waitFor(() => expect(figure.querySelector('img[hidden]')).toBeTruthy());
    const probe = figure.querySelector<HTMLImageElement>('img[hidden]')!;
    Object.defineProperty(probe, 'naturalWidth', { value: 1200 });
    Object.defineProperty(probe, 'naturalHeight', { value: 1600 });
    fireEvent.load(probe);

    const onPhoto = await screen.findByTestId('palm-lines-on-photo');
    expect(onPhoto.getAttribute('aria-label')).toBe(
      'รูปฝ่ามือของคุณ พร้อมเส้นลายมือที่หมอดูพบ: เส้นใจ เส้นสมอง เส้นชีวิต',
    );
    const photo = onPhoto.querySelector('img');
    expect(photo?.getAttribute('src')).toBe('blob:palm');
    // Cropped around the hand: the photo is wider than the frame and moved left and up.
    expect(parseFloat(photo!.style.width)).toBeGreaterThan(100);
    expect(parseFloat(photo!.style.left)).toBeLessThan(0);
    expect(drawnIds(onPhoto)).toEqual(['heart', 'head', 'life']);
    expect(screen.queryByTestId('palm-hand-outline')).toBeNull();
    expect(server.callsTo(`GET /uploads/${UPLOAD_ID}`)).toHaveLength(1);
  });

  it('guesses the shape of a photo it does not have from the palm’s proportions', () => {
    expect(likelyPhotoAspect(LANDMARKS)).toBe(3 / 4);
    // The same hand on a landscape photo: its x shares shrink by 3/4 ÷ 4/3.
    const onLandscape = LANDMARKS.map(([x, y]): [number, number] => [(x * 9) / 16, y]);
    expect(likelyPhotoAspect(onLandscape)).toBe(4 / 3);
  });
});

describe('SharedPalmView', () => {
  it('draws the lines on a plain hand outline and never fetches or shows the photo', async () => {
    const result = {
      ...wireResult(),
      lines: LINES.map((l) => ({
        id: l.id,
        name_th: l.nameTh,
        name_en: l.nameEn,
        present: l.present,
        ...(l.path ? { path: l.path } : {}),
      })),
      hand: HAND,
    } satisfies Record<string, unknown>;
    const server = stubServer({
      [`GET /fortune/sessions/${SESSION_ID}/result/shared`]: () =>
        ok({ kind: 'palm', result, completed_at: '2025-03-14T09:01:30.000Z' }),
    });
    renderRoute(<SharedPalmView sessionId={SESSION_ID} token={SHARE_TOKEN} />, '/palm-analysis');
    const shared = await screen.findByTestId('palm-shared');
    const outline = within(shared).getByTestId('palm-lines-on-outline');
    expect(within(outline).getByTestId('palm-hand-outline')).toBeTruthy();
    expect(drawnIds(outline)).toEqual(['heart', 'head', 'life']);
    expect(shared.querySelector('img')).toBeNull();
    expect(server.calls.map((c) => c.path)).toEqual([
      `/fortune/sessions/${SESSION_ID}/result/shared`,
    ]);
    expect(within(shared).getByText('เส้นที่ยังไม่เห็นในรูปนี้: เส้นวาสนา · เส้นอาทิตย์')).toBeTruthy();
  });

  it('names the lines without a drawing for a reading made before lines had a course', async () => {
    stubServer({
      [`GET /fortune/sessions/${SESSION_ID}/result/shared`]: () =>
        ok({ kind: 'palm', result: wireResult(), completed_at: '2025-03-14T09:01:30.000Z' }),
    });
    renderRoute(<SharedPalmView sessionId={SESSION_ID} token={SHARE_TOKEN} />, '/palm-analysis');
    const shared = await screen.findByTestId('palm-shared');
    expect(within(shared).queryByTestId('palm-lines-figure')).toBeNull();
    // The lines are still named, as chips.
    expect(shared.querySelector('li')?.textContent).toContain('เส้นชีวิต');
  });
});
