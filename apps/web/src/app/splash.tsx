import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPLASH_MAX_MS, SPLASH_TITLE_DELAY_MS } from '../config/ui-timing.ts';

export const SPLASH_IMAGE_SRC = '/splash.svg';
/**
 * The splash video, when `public/splash.mp4` existed at build time. Without one the image is
 * shown straight away instead of requesting a file that is not there.
 */
export const SPLASH_VIDEO_SRC = import.meta.env.VITE_SPLASH_VIDEO === '1' ? '/splash.mp4' : null;

interface SplashProps {
  onDone: () => void;
  videoSrc?: string | null;
}

/**
 * The start-up splash (spec §2): video with an image fallback, the app name after 500 ms, gone
 * when the video ends or after 4 s at most. Shown once per page load (the App decides).
 */
export function Splash({ onDone, videoSrc = SPLASH_VIDEO_SRC }: SplashProps) {
  const { t } = useTranslation();
  const [showTitle, setShowTitle] = useState(false);
  const [useImage, setUseImage] = useState(!videoSrc);
  const done = useRef(false);
  const skipButton = useRef<HTMLButtonElement>(null);

  const finish = useCallback(() => {
    if (done.current) return;
    done.current = true;
    onDone();
  }, [onDone]);

  useEffect(() => {
    // The page behind is inert while the splash shows: keep keyboard focus inside it.
    skipButton.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const titleTimer = setTimeout(() => setShowTitle(true), SPLASH_TITLE_DELAY_MS);
    const maxTimer = setTimeout(finish, SPLASH_MAX_MS);
    return () => {
      clearTimeout(titleTimer);
      clearTimeout(maxTimer);
    };
  }, [finish]);

  return (
    <div
      data-testid="splash"
      role="dialog"
      aria-modal="true"
      aria-label={t('splash.label')}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-indigo-950 bg-[radial-gradient(circle_at_50%_35%,#3730a3_0%,#1e1b4b_65%)] px-6 text-center text-amber-50"
    >
      {useImage || !videoSrc ? (
        <img
          src={SPLASH_IMAGE_SRC}
          alt=""
          width={192}
          height={192}
          className="size-48 rounded-[2.5rem] shadow-2xl motion-safe:animate-float"
          data-testid="splash-image"
        />
      ) : (
        <video
          src={videoSrc}
          poster={SPLASH_IMAGE_SRC}
          muted
          autoPlay
          playsInline
          preload="auto"
          aria-hidden="true"
          onEnded={finish}
          onError={() => setUseImage(true)}
          className="size-48 rounded-[2.5rem] object-cover shadow-2xl"
          data-testid="splash-video"
        />
      )}
      <div className="min-h-24">
        {showTitle ? (
          <div className="motion-safe:animate-fade-in">
            <p className="text-5xl font-bold tracking-wide text-amber-300">{t('app.name')}</p>
            <p className="mt-2 text-lg text-indigo-100">{t('app.tagline')}</p>
          </div>
        ) : null}
      </div>
      <button
        ref={skipButton}
        type="button"
        onClick={finish}
        className="absolute right-4 bottom-[max(1.5rem,env(safe-area-inset-bottom))] min-h-11 rounded-full px-5 text-base font-semibold text-indigo-100 ring-1 ring-indigo-400 hover:bg-indigo-900 focus-visible:outline-2 focus-visible:outline-amber-400"
      >
        {t('splash.skip')}
      </button>
    </div>
  );
}
