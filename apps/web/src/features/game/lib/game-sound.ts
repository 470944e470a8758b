import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/** Whether the game's sounds are on: off until the player turns them on, then remembered. */
export function readSoundOn(): boolean {
  return readStorage(STORAGE_KEYS.gameSound) === 'on';
}

export function writeSoundOn(on: boolean): void {
  writeStorage(STORAGE_KEYS.gameSound, on ? 'on' : 'off');
}

export type Beep = 'hit' | 'miss' | 'start' | 'end';

const TONES: Record<Beep, Array<[frequency: number, seconds: number]>> = {
  hit: [[880, 0.07]],
  miss: [[196, 0.09]],
  start: [
    [523, 0.09],
    [784, 0.12],
  ],
  end: [
    [784, 0.1],
    [659, 0.1],
    [523, 0.18],
  ],
};

type AudioContextClass = typeof AudioContext;

/**
 * Short beeps made with Web Audio (no sound files to download). The audio context is made on the
 * first beep, which always follows a tap or a key press, as browsers ask.
 */
export function createBeeper() {
  let context: AudioContext | null = null;
  return {
    play(beep: Beep) {
      const Context: AudioContextClass | undefined =
        typeof window === 'undefined'
          ? undefined
          : (window.AudioContext ??
            (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
      if (!Context) return;
      try {
        context ??= new Context();
        let at = context.currentTime;
        for (const [frequency, seconds] of TONES[beep]) {
          const oscillator = context.createOscillator();
          const gain = context.createGain();
          oscillator.type = 'triangle';
          oscillator.frequency.value = frequency;
          gain.gain.setValueAtTime(0.12, at);
          gain.gain.exponentialRampToValueAtTime(0.001, at + seconds);
          oscillator.connect(gain).connect(context.destination);
          oscillator.start(at);
          oscillator.stop(at + seconds);
          at += seconds;
        }
      } catch {
        // No sound on this device: the game plays on silently.
      }
    },
    close() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
