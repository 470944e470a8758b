import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../test/stub-server.tsx';
import { jpeg } from '../testing.ts';
import { PalmTestScreen } from './palm-test-screen.tsx';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PalmTestScreen', () => {
  it('shows what the device offers and explains a camera problem', async () => {
    stubServer({});
    render(
      <PalmTestScreen cameraEnvironment={{ isSecureContext: false, mediaDevices: undefined }} />,
    );
    expect(screen.getByTestId('test-secure').textContent).toBe('ไม่');
    expect(screen.getByTestId('test-camera').textContent).toBe('ไม่');
    await userEvent.click(screen.getByRole('button', { name: 'ถ่ายด้วยกล้อง' }));
    expect((await screen.findByRole('alert')).textContent).toContain('HTTPS');
  });

  it('checks a chosen photo without sending anything to the server', async () => {
    const server = stubServer({});
    render(
      <PalmTestScreen
        cameraEnvironment={{ isSecureContext: true, mediaDevices: { getUserMedia: vi.fn() } }}
      />,
    );
    expect(screen.getByTestId('test-secure').textContent).toBe('ใช่');
    await userEvent.upload(screen.getByLabelText('เลือกรูปจากเครื่อง'), jpeg('palm.jpg', 4096));
    const result = await screen.findByTestId('palm-test-result');
    expect(result.textContent).toContain('image/jpeg');
    expect(result.textContent).toContain('4 KB');
    expect(screen.getByRole('status').textContent).toBe('ผ่าน รูปนี้ส่งให้หมอดูอ่านได้');
    expect(server.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'ทดสอบอีกครั้ง' }));
    expect(screen.getByTestId('palm-capture')).toBeTruthy();
  });
});
