import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverEvents } from '../../../lib/server-events.ts';
import { ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { checkPalmOnPhone, prepareHandModel, type PhoneVerdict } from '../lib/hand-model.ts';
import { jpeg, SESSION_ID, wireSession, wireStarted, wireUpload } from '../testing.ts';
import { PalmWizard, type PalmWizardProps } from './palm-wizard.tsx';

// The phone's hand model, mocked at its boundary: these tests are about what the wizard does
// with its verdicts (apps/web/e2e/palm-hand-check.e2e.ts runs the real model in Chromium).
vi.mock('../lib/hand-model.ts', () => ({
  checkPalmOnPhone: vi.fn(),
  prepareHandModel: vi.fn(),
}));

const routes = {
  upload: 'POST /upload/image',
  create: 'POST /fortune/sessions',
  start: `POST /fortune/sessions/${SESSION_ID}/start`,
};

/** 21 landmarks of an upright hand, as shares of the photo. */
const LANDMARKS: [number, number][] = Array.from({ length: 21 }, (_, i) => [
  0.3 + (i % 5) * 0.1,
  0.9 - Math.floor(i / 5) * 0.15,
]);

function verdict(problem: PhoneVerdict['problem'], hand: 'left' | 'right' = 'right'): PhoneVerdict {
  return {
    usable: problem === null,
    problem,
    hand: { hand, landmarks: LANDMARKS },
    backend: 'webgl',
    ms: 900,
  };
}

function props(overrides: Partial<PalmWizardProps> = {}): PalmWizardProps {
  return {
    signedIn: true,
    checkingSignIn: false,
    onSignIn: vi.fn(),
    costs: { palm: 600, chatMessage: 10 },
    spendableCoins: vi.fn(async () => 1000),
    confirmSpend: vi.fn(async () => true),
    showInsufficient: vi.fn(),
    onBalanceChanged: vi.fn(),
    cameraEnvironment: { isSecureContext: true, mediaDevices: { getUserMedia: vi.fn() } },
    ...overrides,
  };
}

/** A promise and its resolve, to answer a request when the test says. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:palm');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(checkPalmOnPhone).mockReset();
  vi.mocked(prepareHandModel).mockReset();
});

afterEach(() => {
  serverEvents.stop();
  vi.unstubAllGlobals();
});

async function openCapture(p: PalmWizardProps) {
  renderRoute(<PalmWizard {...p} />, '/fortune-telling');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'เริ่มดูลายมือ' }));
  return user;
}

describe('PalmWizard: which hand, and the phone’s own check of the photo', () => {
  it('asks which hand, the left by default, and starts loading the model on the capture step', async () => {
    await openCapture(props());
    const choice = screen.getByRole('group', { name: 'รูปนี้เป็นมือข้างไหน' });
    expect(within(choice).getByRole<HTMLInputElement>('radio', { name: 'มือซ้าย' }).checked).toBe(
      true,
    );
    expect(choice.textContent).toContain('ชายดูมือซ้าย หญิงดูมือขวา');
    expect(choice.textContent).toContain('แอปดูจากข้างนี้ว่าเป็นฝ่ามือหรือหลังมือ');
    expect(prepareHandModel).toHaveBeenCalled();
  });

  it('defaults to the right hand for a woman (หญิงขวา)', async () => {
    await openCapture(props({ readerGender: 'female' }));
    const choice = screen.getByRole('group', { name: 'รูปนี้เป็นมือข้างไหน' });
    expect(within(choice).getByRole<HTMLInputElement>('radio', { name: 'มือขวา' }).checked).toBe(
      true,
    );
    expect(choice.textContent).toContain('จึงเลือกมือขวาไว้ให้');
  });

  it('says what the phone found at once, with the outline; the server’s reason then stands', async () => {
    vi.mocked(checkPalmOnPhone).mockResolvedValue(verdict('back_of_hand'));
    const upload = later<Response>();
    const server = stubServer({ [routes.upload]: () => upload.promise });
    const p = props();
    const user = await openCapture(p);
    await user.upload(screen.getByLabelText('เลือกรูปจากเครื่อง'), jpeg('back.jpg'));

    // The phone saw a back while the server is still looking: said now, with what to do.
    const check = await screen.findByTestId('palm-photo-check');
    await waitFor(() => expect(check.getAttribute('data-phone-check')).toBe('back_of_hand'));
    const alert = within(check).getByRole('alert');
    expect(alert.textContent).toContain('ดูเหมือนเป็นหลังมือ');
    expect(alert.textContent).toContain('หันฝ่ามือเข้ากล้อง');
    // The outline is drawn over the preview, which appears a render after the check.
    const outline = await within(check).findByRole('img', { name: 'โครงมือที่ตรวจพบในรูป' });
    expect(outline.getAttribute('data-source')).toBe('phone');
    expect(vi.mocked(checkPalmOnPhone).mock.calls[0]?.[1]).toBe('left');

    // The server answers with its own reason: it is the one shown.
    upload.resolve(
      ok(
        {
          ...wireUpload('back_of_hand'),
          palm_check: {
            ...wireUpload('back_of_hand').palm_check,
            found_hand: { hand: 'left', landmarks: LANDMARKS },
          },
        },
        201,
      ),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('palm-photo-check')).getByRole('alert').textContent,
      ).toContain('ข้อความจากเซิร์ฟเวอร์'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('hand-outline').getAttribute('data-source')).toBe('server'),
    );
    // The hand went with the photo, before it.
    const form = server.callsTo(routes.upload)[0]?.body as FormData;
    expect([...form.keys()]).toEqual(['hand', 'file']);
    expect(form.get('hand')).toBe('left');
    expect(screen.queryByRole('heading', { name: 'ตรวจรูปและข้อมูลเพิ่มเติม' })).toBeNull();
    expect(p.confirmSpend).not.toHaveBeenCalled();
  });

  it('goes on with a palm both checks pass: the outline on the photo, the hand sent with the start', async () => {
    vi.mocked(checkPalmOnPhone).mockResolvedValue(verdict(null, 'right'));
    const server = stubServer({
      [routes.upload]: () => ok(wireUpload(), 201),
      [routes.create]: () => ok(wireSession(), 201),
      [routes.start]: () => ok(wireStarted(), 202),
    });
    const p = props();
    const user = await openCapture(p);
    await user.click(screen.getByText('มือขวา'));
    await user.upload(screen.getByLabelText('เลือกรูปจากเครื่อง'), jpeg('palm.jpg'));

    await screen.findByRole('heading', { level: 2, name: 'ตรวจรูปและข้อมูลเพิ่มเติม' });
    // Over the photo's preview, which appears a render after the step.
    const outline = await screen.findByRole('img', { name: 'โครงมือที่ตรวจพบในรูป' });
    expect(outline.getAttribute('data-source')).toBe('phone');
    expect(outline.querySelectorAll('polyline').length).toBeGreaterThanOrEqual(5);
    expect(await screen.findByText('เห็นฝ่ามือชัดแล้ว')).toBeTruthy();
    expect(vi.mocked(checkPalmOnPhone).mock.calls[0]?.[1]).toBe('right');

    await user.click(screen.getByRole('button', { name: 'ดูลายมือ · 600 เหรียญ' }));
    await waitFor(() => expect(server.callsTo(routes.start)).toHaveLength(1));
    expect(server.callsTo(routes.start)[0]?.parsedBody).toMatchObject({ hand: 'right' });
  });

  it('lets the server’s pass stand where the phone saw no palm', async () => {
    vi.mocked(checkPalmOnPhone).mockResolvedValue(verdict('too_small'));
    stubServer({
      [routes.upload]: () =>
        ok(
          {
            ...wireUpload(),
            palm_check: {
              ...wireUpload().palm_check,
              found_hand: { hand: 'left', landmarks: LANDMARKS },
            },
          },
          201,
        ),
    });
    const user = await openCapture(props());
    await user.upload(screen.getByLabelText('เลือกรูปจากเครื่อง'), jpeg());
    await screen.findByRole('heading', { level: 2, name: 'ตรวจรูปและข้อมูลเพิ่มเติม' });
    // The outline shown is the server's, the authority's.
    await waitFor(() =>
      expect(screen.getByTestId('hand-outline').getAttribute('data-source')).toBe('server'),
    );
  });

  it('falls back to the server’s check alone when the phone cannot run the model', async () => {
    vi.mocked(checkPalmOnPhone).mockRejectedValue(new Error('offline'));
    stubServer({ [routes.upload]: () => ok(wireUpload(), 201) });
    const user = await openCapture(props());
    await user.upload(screen.getByLabelText('เลือกรูปจากเครื่อง'), jpeg());
    await screen.findByRole('heading', { level: 2, name: 'ตรวจรูปและข้อมูลเพิ่มเติม' });
    expect(screen.queryByTestId('hand-outline')).toBeNull();
  });

  it('checks a refused photo again when the user names the other hand', async () => {
    vi.mocked(checkPalmOnPhone)
      .mockResolvedValueOnce(verdict('back_of_hand'))
      .mockResolvedValueOnce(verdict(null, 'right'));
    const upload = vi.fn(() => ok(wireUpload('back_of_hand'), 201));
    stubServer({ [routes.upload]: upload });
    const user = await openCapture(props());
    await user.upload(screen.getByLabelText('เลือกรูปจากเครื่อง'), jpeg());
    await waitFor(() =>
      expect(screen.getByTestId('palm-photo-check').getAttribute('data-phone-check')).toBe(
        'back_of_hand',
      ),
    );
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await screen.findByText('ข้อความจากเซิร์ฟเวอร์');

    upload.mockImplementation(() => ok(wireUpload(), 201));
    await user.click(screen.getByText('มือขวา'));
    await screen.findByRole('heading', { level: 2, name: 'ตรวจรูปและข้อมูลเพิ่มเติม' });
    expect(vi.mocked(checkPalmOnPhone).mock.calls[1]?.[1]).toBe('right');
    expect(upload).toHaveBeenCalledTimes(2);
  });
});
