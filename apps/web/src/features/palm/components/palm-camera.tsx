import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { captureFrame, stopStream } from '../lib/camera.ts';
import { HandGuide } from './hand-guide.tsx';

interface PalmCameraProps {
  stream: MediaStream;
  onCaptured: (file: File) => void;
  onClose: () => void;
  /** The hand the user said they will show: the outline is drawn for it. */
  hand?: 'left' | 'right';
}

/** The live rear-camera picture with the hand outline, and the shutter. */
export function PalmCamera({ stream, onCaptured, onClose, hand = 'left' }: PalmCameraProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const shutter = useRef<HTMLButtonElement>(null);
  const [ready, setReady] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const node = video.current;
    if (node) {
      node.srcObject = stream;
      // Autoplay of a muted inline video is allowed; a refusal leaves the first frame showing.
      void node.play?.()?.catch(() => undefined);
    }
    return () => {
      if (node) node.srcObject = null;
      stopStream(stream);
    };
  }, [stream]);

  useEffect(() => {
    shutter.current?.focus();
  }, []);

  async function shoot() {
    const node = video.current;
    if (!node) return;
    setCapturing(true);
    setFailed(false);
    try {
      const file = await captureFrame(node);
      onCaptured(file);
    } catch {
      setFailed(true);
    } finally {
      setCapturing(false);
    }
  }

  return (
    <div className="flex flex-col gap-3" data-testid="palm-camera">
      <div className="relative mx-auto aspect-[3/4] w-full max-w-sm overflow-hidden rounded-3xl bg-indigo-950 ring-2 ring-amber-300 dark:ring-amber-400">
        <video
          ref={video}
          aria-label={t('palm.capture.camera.videoLabel')}
          playsInline
          muted
          autoPlay
          onLoadedMetadata={() => setReady(true)}
          className="size-full object-cover"
        />
        <HandGuide
          hand={hand}
          className="absolute inset-0 m-auto h-[88%] w-[88%] text-amber-300 drop-shadow-[0_0_4px_rgba(30,27,75,0.9)]"
        />
        <p className="absolute inset-x-3 bottom-3 rounded-full bg-indigo-950/75 px-3 py-1.5 text-center text-sm font-semibold text-amber-100">
          {ready ? t('palm.capture.camera.guide') : t('palm.capture.camera.starting')}
        </p>
      </div>
      {failed ? (
        <p role="alert" className="text-center text-sm text-red-700 dark:text-red-300">
          {t('palm.capture.cameraErrors.capture')}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('palm.capture.camera.close')}
        </Button>
        <button
          ref={shutter}
          type="button"
          onClick={() => void shoot()}
          disabled={capturing}
          className={buttonClassName('primary')}
        >
          {capturing ? t('palm.capture.camera.capturing') : t('palm.capture.camera.shoot')}
        </button>
      </div>
    </div>
  );
}
