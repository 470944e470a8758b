import { useEffect, useRef, useState } from 'react';

/** Acceleration (m/s², gravity removed) that counts as a shake, and how many jolts make one. */
const JOLT = 14;
const JOLTS = 3;
const WINDOW_MS = 1200;

type MotionPermission = 'granted' | 'denied' | 'default';

interface MotionEventWithPermission {
  requestPermission?: () => Promise<MotionPermission>;
}

function motionApi(): MotionEventWithPermission | null {
  return typeof window !== 'undefined' && 'DeviceMotionEvent' in window
    ? (window.DeviceMotionEvent as unknown as MotionEventWithPermission)
    : null;
}

/**
 * Shaking the phone, as one shakes a เซียมซี cylinder: three strong jolts within a second or so
 * call `onShake` (once while `enabled`). Where the browser asks permission first (iOS), `ask` must
 * run from a tap; elsewhere motion is heard at once. Phones without a motion sensor never fire.
 */
export function usePhoneShake(enabled: boolean, onShake: () => void) {
  const [permission, setPermission] = useState<MotionPermission>(() =>
    motionApi()?.requestPermission ? 'default' : 'granted',
  );
  const latest = useRef(onShake);
  latest.current = onShake;

  useEffect(() => {
    if (!enabled || permission !== 'granted' || !motionApi()) return;
    let jolts: number[] = [];
    let fired = false;
    const onMotion = (event: DeviceMotionEvent) => {
      const a = event.acceleration ?? event.accelerationIncludingGravity;
      if (!a || fired) return;
      const g = event.acceleration ? 0 : 9.81;
      const strength = Math.abs(Math.hypot(a.x ?? 0, a.y ?? 0, a.z ?? 0) - g);
      if (strength < JOLT) return;
      const now = event.timeStamp;
      jolts = [...jolts.filter((t) => now - t < WINDOW_MS), now];
      if (jolts.length >= JOLTS) {
        fired = true;
        latest.current();
      }
    };
    window.addEventListener('devicemotion', onMotion);
    return () => window.removeEventListener('devicemotion', onMotion);
  }, [enabled, permission]);

  return {
    /** Whether this phone needs a tap to allow motion (iOS) and has not yet. */
    needsPermission: permission === 'default',
    async ask() {
      const request = motionApi()?.requestPermission;
      if (!request) return;
      setPermission(await request().catch((): MotionPermission => 'denied'));
    },
  };
}
