import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Splash } from './splash.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Splash', () => {
  it('shows the app name after 500 ms and closes after 4 s at most', () => {
    const onDone = vi.fn();
    render(<Splash onDone={onDone} videoSrc={null} />);
    expect(screen.getByTestId('splash')).toBeTruthy();
    expect(screen.queryByText('ดวงดี')).toBeNull();

    act(() => void vi.advanceTimersByTime(499));
    expect(screen.queryByText('ดวงดี')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText('ดวงดี')).toBeTruthy();
    expect(screen.getByText('ดูดวงง่าย ๆ ให้ทุกวันเป็นวันดี')).toBeTruthy();

    act(() => void vi.advanceTimersByTime(3499));
    expect(onDone).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('plays a muted inline video and closes when it ends', () => {
    const onDone = vi.fn();
    render(<Splash onDone={onDone} videoSrc="/splash.mp4" />);
    const video = screen.getByTestId<HTMLVideoElement>('splash-video');
    expect(video.getAttribute('src')).toBe('/splash.mp4');
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    fireEvent.ended(video);
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(4000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('falls back to the image when the video fails', () => {
    render(<Splash onDone={vi.fn()} videoSrc="/splash.mp4" />);
    fireEvent.error(screen.getByTestId('splash-video'));
    expect(screen.queryByTestId('splash-video')).toBeNull();
    expect(screen.getByTestId('splash-image').getAttribute('src')).toBe('/splash.svg');
  });

  it('shows the image when no video was shipped', () => {
    render(<Splash onDone={vi.fn()} videoSrc={null} />);
    expect(screen.getByTestId('splash-image')).toBeTruthy();
  });

  it('can be skipped', () => {
    const onDone = vi.fn();
    render(<Splash onDone={onDone} videoSrc={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'ข้าม' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
