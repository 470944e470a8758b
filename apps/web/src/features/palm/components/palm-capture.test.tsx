import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CameraEnvironment } from '../lib/camera.ts';
import { jpeg } from '../testing.ts';
import { PalmCapture } from './palm-capture.tsx';

function environment(overrides: Partial<CameraEnvironment> = {}): CameraEnvironment {
  return {
    isSecureContext: true,
    mediaDevices: { getUserMedia: vi.fn() },
    ...overrides,
  };
}

function rejecting(name: string): CameraEnvironment {
  return environment({
    mediaDevices: {
      getUserMedia: vi.fn(async () => {
        throw new DOMException('camera says no', name);
      }),
    },
  });
}

function fakeStream() {
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  return { stream, stop };
}

beforeEach(() => {
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const user = () => userEvent.setup({ applyAccept: false });

describe('PalmCapture: camera problems', () => {
  it.each([
    [
      'no HTTPS',
      environment({ isSecureContext: false }),
      'เปิดกล้องไม่ได้ เพราะหน้านี้ไม่ได้เชื่อมต่อแบบปลอดภัย (HTTPS) กรุณาเลือกรูปจากเครื่องแทน',
    ],
    [
      'a browser without getUserMedia',
      environment({ mediaDevices: undefined }),
      'เบราว์เซอร์นี้ไม่รองรับการใช้กล้อง ลองเปิดด้วย Chrome หรือ Safari รุ่นล่าสุด หรือเลือกรูปจากเครื่องแทน',
    ],
    [
      'permission denied',
      rejecting('NotAllowedError'),
      'ไม่ได้รับอนุญาตให้ใช้กล้อง กรุณาอนุญาตการเข้าถึงกล้องในการตั้งค่าเบราว์เซอร์ หรือเลือกรูปจากเครื่องแทน',
    ],
    ['no camera at all', rejecting('NotFoundError'), 'ไม่พบกล้องบนอุปกรณ์นี้ กรุณาเลือกรูปจากเครื่องแทน'],
    [
      'a camera another app holds',
      rejecting('NotReadableError'),
      'กล้องกำลังถูกแอปอื่นใช้งานอยู่ ปิดแอปนั้นแล้วลองใหม่ หรือเลือกรูปจากเครื่องแทน',
    ],
    [
      'an unknown failure',
      rejecting('WeirdError'),
      'เปิดกล้องไม่สำเร็จ กรุณาลองใหม่ หรือเลือกรูปจากเครื่องแทน',
    ],
  ])('tells about %s in Thai and offers the upload instead', async (_case, env, message) => {
    render(<PalmCapture onPicked={vi.fn()} cameraEnvironment={env} />);
    await user().click(screen.getByRole('button', { name: 'ถ่ายด้วยกล้อง' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    // The fallback: the file picker, now the main action.
    expect(screen.getByLabelText('เลือกรูปจากเครื่องแทน')).toBeTruthy();
  });

  it('never asks for the camera on an insecure page', async () => {
    const getUserMedia = vi.fn();
    render(
      <PalmCapture
        onPicked={vi.fn()}
        cameraEnvironment={{ isSecureContext: false, mediaDevices: { getUserMedia } }}
      />,
    );
    await user().click(screen.getByRole('button', { name: 'ถ่ายด้วยกล้อง' }));
    await screen.findByRole('alert');
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'ลองเปิดกล้องอีกครั้ง' })).toBeNull();
  });

  it('lets the user try again after granting the permission', async () => {
    const { stream } = fakeStream();
    const getUserMedia = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'))
      .mockResolvedValueOnce(stream);
    render(
      <PalmCapture
        onPicked={vi.fn()}
        cameraEnvironment={environment({ mediaDevices: { getUserMedia } })}
      />,
    );
    const u = user();
    await u.click(screen.getByRole('button', { name: 'ถ่ายด้วยกล้อง' }));
    await u.click(await screen.findByRole('button', { name: 'ลองเปิดกล้องอีกครั้ง' }));
    expect(await screen.findByTestId('palm-camera')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('PalmCapture: the camera', () => {
  it('asks for the rear camera, shows the hand outline and stops the camera when closed', async () => {
    const { stream, stop } = fakeStream();
    const getUserMedia = vi.fn(async () => stream);
    render(
      <PalmCapture
        onPicked={vi.fn()}
        cameraEnvironment={environment({ mediaDevices: { getUserMedia } })}
      />,
    );
    const u = user();
    await u.click(screen.getByRole('button', { name: 'ถ่ายด้วยกล้อง' }));
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        audio: false,
        video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
      }),
    );
    expect(screen.getByLabelText('ภาพจากกล้อง')).toBeTruthy();
    expect(screen.getByTestId('hand-guide')).toBeTruthy();
    // Focus goes to the shutter.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ถ่ายรูป' })),
    );
    await u.click(screen.getByRole('button', { name: 'ปิดกล้อง' }));
    expect(stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'ถ่ายด้วยกล้อง' })).toBeTruthy();
  });

  it('captures the frame as a JPEG and hands it on', async () => {
    const { stream, stop } = fakeStream();
    const onPicked = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
    } as unknown as ReturnType<HTMLCanvasElement['getContext']>);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type) {
      callback(new Blob([new Uint8Array(10)], { type: type ?? 'image/png' }));
    });
    render(
      <PalmCapture
        onPicked={onPicked}
        cameraEnvironment={environment({ mediaDevices: { getUserMedia: async () => stream } })}
      />,
    );
    const u = user();
    await u.click(screen.getByRole('button', { name: 'ถ่ายด้วยกล้อง' }));
    const video = screen.getByLabelText<HTMLVideoElement>('ภาพจากกล้อง');
    Object.defineProperty(video, 'videoWidth', { value: 1280 });
    Object.defineProperty(video, 'videoHeight', { value: 960 });
    await u.click(screen.getByRole('button', { name: 'ถ่ายรูป' }));
    await waitFor(() => expect(onPicked).toHaveBeenCalledTimes(1));
    const file = onPicked.mock.calls[0]?.[0] as File;
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toMatch(/\.jpg$/);
    expect(stop).toHaveBeenCalled();
  });

  it('says so when the camera has no picture to capture yet', async () => {
    const { stream } = fakeStream();
    const onPicked = vi.fn();
    render(
      <PalmCapture
        onPicked={onPicked}
        cameraEnvironment={environment({ mediaDevices: { getUserMedia: async () => stream } })}
      />,
    );
    const u = user();
    await u.click(screen.getByRole('button', { name: 'ถ่ายด้วยกล้อง' }));
    await u.click(screen.getByRole('button', { name: 'ถ่ายรูป' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ถ่ายรูปไม่สำเร็จ กรุณาลองอีกครั้ง');
    expect(onPicked).not.toHaveBeenCalled();
  });
});

describe('PalmCapture: a photo from the device', () => {
  it('hands on a JPEG, PNG, GIF or WEBP of at most 10 MB', async () => {
    const onPicked = vi.fn();
    render(<PalmCapture onPicked={onPicked} cameraEnvironment={environment()} />);
    const input = screen.getByLabelText('เลือกรูปจากเครื่อง');
    expect(input.getAttribute('accept')).toContain('image/webp');
    const photo = jpeg();
    await user().upload(input, photo);
    expect(onPicked).toHaveBeenCalledWith(photo);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses another file type with the spec message, in Thai', async () => {
    const onPicked = vi.fn();
    render(<PalmCapture onPicked={onPicked} cameraEnvironment={environment()} />);
    await user().upload(
      screen.getByLabelText('เลือกรูปจากเครื่อง'),
      new File(['%PDF'], 'palm.pdf', { type: 'application/pdf' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ไฟล์รูปภาพไม่ถูกต้อง รองรับเฉพาะไฟล์ JPG, PNG, GIF หรือ WEBP',
    );
    expect(onPicked).not.toHaveBeenCalled();
  });

  it('refuses a photo over 10 MB', async () => {
    const onPicked = vi.fn();
    render(<PalmCapture onPicked={onPicked} cameraEnvironment={environment()} />);
    const big = jpeg('big.jpg', 16);
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user().upload(screen.getByLabelText('เลือกรูปจากเครื่อง'), big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ไฟล์รูปภาพไม่ถูกต้อง ขนาดไฟล์ต้องไม่เกิน 10 MB',
    );
    expect(onPicked).not.toHaveBeenCalled();
  });
});

describe('PalmCapture: the palm check of the photo just chosen', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:palm');
    URL.revokeObjectURL = vi.fn();
  });

  it('waits for the check with both ways of choosing held', () => {
    render(
      <PalmCapture
        onPicked={vi.fn()}
        check={{ state: 'checking', file: jpeg() }}
        cameraEnvironment={environment()}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('กำลังตรวจรูปฝ่ามือ…');
    expect(screen.getByRole('button', { name: 'ถ่ายด้วยกล้อง' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('เลือกรูปจากเครื่อง').hasAttribute('disabled')).toBe(true);
  });

  it('shows why the photo cannot be read, with "ถ่ายใหม่" and "เลือกรูปใหม่"', async () => {
    const onPicked = vi.fn();
    render(
      <PalmCapture
        onPicked={onPicked}
        check={{ state: 'refused', file: jpeg(), message: 'ไม่พบฝ่ามือในภาพ กรุณาถ่ายใหม่' }}
        cameraEnvironment={environment()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('รูปนี้ยังอ่านลายมือไม่ได้ไม่พบฝ่ามือในภาพ กรุณาถ่ายใหม่');
    expect(await screen.findByRole('img', { name: 'รูปที่อ่านลายมือไม่ได้' })).toBeTruthy();
    expect(screen.getByText('ยังไม่มีการหักเหรียญ ถ่ายหรือเลือกรูปใหม่ได้เลย')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ถ่ายใหม่' })).toBeTruthy();
    const again = jpeg('again.jpg');
    await user().upload(screen.getByLabelText('เลือกรูปใหม่'), again);
    expect(onPicked).toHaveBeenCalledWith(again);
  });
});
