import { useEffect, useState } from 'react';
import { isSplashSkippedPath } from '../config/paths.ts';
import { SPLASH_MAX_MS, SPLASH_MIN_SHOWN_MS } from '../config/ui-timing.ts';
import { i18n } from '../i18n/i18n.ts';
import { markFirstScreenShown } from '../lib/first-screen.ts';

/** The start-up splash `index.html` paints before any script has loaded. */
export const SPLASH_ID = 'splash';
export const SPLASH_IMAGE_SRC = '/splash.svg';
/** `<html>` carries this class when the page opened on a path without a splash. */
export const NO_SPLASH_CLASS = 'no-splash';

export interface SplashControlOptions {
  /** Called once, when the splash has gone (timed out, skipped, or its video ended). */
  onDone: () => void;
  /** How long the page has been open; the splash shows for at most 4 s of it. */
  pageAgeMs: number;
  /**
   * The page time at which the app is happy to see the splash go (it is up); never later than
   * 4 s. Left out, the splash stays the whole 4 s (or until skipped, or its video ends).
   */
  endAtPageMs?: number;
  /** The splash's words in the visitor's language. */
  words?: { label: string; skip: string };
}

/** The image the splash falls back to when its video cannot play. */
function splashImage(doc: Document): HTMLImageElement {
  const image = doc.createElement('img');
  image.src = SPLASH_IMAGE_SRC;
  image.alt = '';
  image.width = 192;
  image.height = 192;
  image.className = 'boot-splash-image';
  image.dataset.testid = 'splash-image';
  return image;
}

/**
 * Takes over the splash that index.html painted (spec §2: video with an image fallback, the app
 * name after 500 ms, at most 4 s). The markup and its CSS show the image and bring the name in
 * at 500 ms without any script; this adds what needs one: the skip button, the end of the video,
 * the fallback image when the video fails, and taking the splash away once the app is up
 * (`endAtPageMs`) or after 4 s of page time at the latest.
 * Returns what stops listening (the splash itself stays until it is done).
 */
export function controlSplash(splash: HTMLElement, options: SplashControlOptions): () => void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    splash.remove();
    options.onDone();
  };

  const remainingMs =
    Math.min(options.endAtPageMs ?? SPLASH_MAX_MS, SPLASH_MAX_MS) - options.pageAgeMs;
  if (remainingMs <= 0 || !splash.isConnected) {
    finish();
    return () => {};
  }

  if (options.words) splash.setAttribute('aria-label', options.words.label);
  const skip = splash.querySelector<HTMLButtonElement>('[data-splash-skip]');
  if (skip) {
    if (options.words) skip.textContent = options.words.skip;
    skip.addEventListener('click', finish);
  }
  // The skip button shows once it works; the page behind is inert, so focus goes to it.
  splash.dataset.ready = 'true';
  skip?.focus({ preventScroll: true });

  const video = splash.querySelector('video');
  const showImage = () => {
    if (video?.isConnected) video.replaceWith(splashImage(splash.ownerDocument));
  };
  video?.addEventListener('ended', finish);
  video?.addEventListener('error', showImage);
  // What happened to the video before this script arrived.
  if (video?.error) showImage();
  else if (video?.ended) finish();

  const timer = setTimeout(finish, remainingMs);
  return () => {
    clearTimeout(timer);
    skip?.removeEventListener('click', finish);
    video?.removeEventListener('ended', finish);
    video?.removeEventListener('error', showImage);
  };
}

/** Whether the page opened on a path that never shows the splash (callbacks, payment returns). */
function splashSkipped(doc: Document): boolean {
  return (
    doc.documentElement.classList.contains(NO_SPLASH_CLASS) ||
    isSplashSkippedPath(doc.defaultView?.location.pathname ?? '/')
  );
}

/** When the splash was first painted (page time), or 0 where the browser cannot tell. */
function firstPaintMs(): number {
  try {
    return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  } catch {
    return 0;
  }
}

/**
 * The start-up splash, once per browser session (index.html's `theme-init.js` leaves it out of
 * later loads): true while it shows (the app behind it is inert). It goes as soon as the app's
 * first screen is rendered — this runs after that first commit — once it has been seen for
 * `SPLASH_MIN_SHOWN_MS`, and at 4 s at the latest. Without the splash in the page (or on a path
 * that skips it) there is none.
 */
export function useStartupSplash(doc: Document = document): boolean {
  const [splash] = useState(() => doc.getElementById(SPLASH_ID));
  const [showing, setShowing] = useState(() => splash !== null && !splashSkipped(doc));

  useEffect(() => {
    if (!splash) {
      markFirstScreenShown();
      return;
    }
    if (splashSkipped(doc)) {
      splash.remove();
      markFirstScreenShown();
      return;
    }
    return controlSplash(splash, {
      onDone: () => {
        setShowing(false);
        markFirstScreenShown();
      },
      pageAgeMs: performance.now(),
      endAtPageMs: firstPaintMs() + SPLASH_MIN_SHOWN_MS,
      words: { label: i18n.t('splash.label'), skip: i18n.t('splash.skip') },
    });
  }, [doc, splash]);

  return showing;
}
