import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import {
  browserCameraEnvironment,
  cameraProblemBeforeAsking,
  cameraProblemOf,
  REAR_CAMERA_CONSTRAINTS,
  type CameraEnvironment,
  type CameraProblem,
} from '../lib/camera.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { checkImageFile, IMAGE_ACCEPT, type ImageFileProblem } from '../lib/image-file.ts';
import { PalmCamera } from './palm-camera.tsx';

/**
 * The photo just chosen, as the server's palm check has it: being checked, refused (no hand,
 * too dark, too blurry, too far), or not checked at all (the upload failed). Messages are
 * already in the user's language.
 */
export type PhotoCheck =
  | { state: 'checking'; file: File }
  | { state: 'refused'; file: File; message: string }
  | { state: 'failed'; message: string };

interface PalmCaptureProps {
  /** A photo that passed the type and size checks. */
  onPicked: (file: File) => void;
  /** The check of the photo last picked, if it is not through yet. */
  check?: PhotoCheck | null;
  /** Tests give a stand-in for the browser's camera. */
  cameraEnvironment?: CameraEnvironment;
}

/** Problems that may go away on a second try (a permission prompt answered, the camera freed). */
const RETRYABLE: readonly CameraProblem[] = ['denied', 'busy', 'failed'];

function TipIcon() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0" aria-hidden="true">
      <circle cx="10" cy="10" r="9" className="fill-amber-300 dark:fill-amber-400" />
      <path
        d="m6 10.5 2.5 2.5L14 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="text-indigo-950"
      />
    </svg>
  );
}

/**
 * Capture the palm: the rear camera with a hand outline, or a photo from the device. Camera
 * failures are told in Thai (spec §8: no HTTPS, unsupported browser, permission denied) and
 * always leave the upload open; a chosen file is checked (spec §5) before it is handed on.
 */
export function PalmCapture({ onPicked, check = null, cameraEnvironment }: PalmCaptureProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const cameraButton = useRef<HTMLButtonElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [opening, setOpening] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const [fileProblem, setFileProblem] = useState<ImageFileProblem | null>(null);
  const checking = check?.state === 'checking';
  // After a photo was turned away, the same buttons offer another try.
  const again = check !== null && !checking;

  async function openCamera() {
    const env = cameraEnvironment ?? browserCameraEnvironment();
    setFileProblem(null);
    const known = cameraProblemBeforeAsking(env);
    if (known) {
      setCameraProblem(known);
      return;
    }
    setOpening(true);
    try {
      const media = await env.mediaDevices?.getUserMedia(REAR_CAMERA_CONSTRAINTS);
      if (!media) throw new TypeError('no camera API');
      setCameraProblem(null);
      setStream(media);
    } catch (error) {
      setCameraProblem(cameraProblemOf(error));
    } finally {
      setOpening(false);
    }
  }

  function closeCamera() {
    setStream(null);
    // Back where the user started, so the keyboard does not lose its place.
    requestAnimationFrame(() => cameraButton.current?.focus());
  }

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Let the same file be picked again after a problem.
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    setFileProblem(problem);
    if (!problem) {
      setCameraProblem(null);
      onPicked(file);
    }
  }

  if (stream) {
    return (
      <PalmCamera
        stream={stream}
        onClose={closeCamera}
        onCaptured={(file) => {
          setStream(null);
          onPicked(file);
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="palm-capture">
      {check ? <PhotoCheckCard check={check} /> : null}

      <section
        aria-label={t('palm.capture.tipsLabel')}
        className="rounded-2xl bg-indigo-900 p-4 text-amber-50 dark:bg-indigo-900/70 dark:ring-1 dark:ring-indigo-800"
      >
        <ul className="flex flex-col gap-2 text-sm">
          {(['light', 'open', 'frame'] as const).map((tip) => (
            <li key={tip} className="flex items-start gap-2">
              <TipIcon />
              <span>{t(`palm.capture.tips.${tip}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      {cameraProblem ? (
        <div
          role="alert"
          data-testid="camera-problem"
          className="flex flex-col gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200 dark:bg-red-950/40 dark:text-red-100 dark:ring-red-900"
        >
          <p>{t(`palm.capture.cameraErrors.${cameraProblem}`)}</p>
          {RETRYABLE.includes(cameraProblem) ? (
            <Button variant="secondary" onClick={() => void openCamera()} disabled={opening}>
              {t('palm.capture.camera.tryAgain')}
            </Button>
          ) : null}
        </div>
      ) : (
        <button
          ref={cameraButton}
          type="button"
          onClick={() => void openCamera()}
          disabled={opening || checking}
          className={buttonClassName('primary', 'min-h-14 w-full text-lg')}
        >
          <CameraIcon />
          {opening
            ? t('palm.capture.camera.starting')
            : again
              ? t('palm.capture.check.retake')
              : t('palm.capture.useCamera')}
        </button>
      )}

      {cameraProblem ? null : (
        <p className="text-center text-sm text-slate-600 dark:text-indigo-300" aria-hidden="true">
          {t('palm.capture.or')}
        </p>
      )}

      <div className="flex flex-col gap-2">
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={pickFile}
          disabled={checking}
          aria-describedby={fileProblem ? `${hintId}-error` : hintId}
          aria-invalid={fileProblem ? true : undefined}
          className="peer sr-only"
          data-testid="palm-file-input"
        />
        <label
          htmlFor={inputId}
          className={buttonClassName(
            cameraProblem ? 'primary' : 'secondary',
            `min-h-12 w-full peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 ${checking ? 'cursor-wait opacity-60' : 'cursor-pointer'}`,
          )}
        >
          <ImageIcon />
          {again
            ? t('palm.capture.check.pickAgain')
            : cameraProblem
              ? t('palm.capture.uploadInstead')
              : t('palm.capture.upload')}
        </label>
        {fileProblem ? (
          <p
            id={`${hintId}-error`}
            role="alert"
            className="text-center text-sm text-red-700 dark:text-red-300"
          >
            {t(`palm.capture.fileErrors.${fileProblem}`)}
          </p>
        ) : (
          <p id={hintId} className="text-center text-sm text-slate-600 dark:text-indigo-300">
            {t('palm.capture.uploadHint')}
          </p>
        )}
      </div>
    </div>
  );
}

/** The chosen photo while it is checked, or why it cannot be read and what to do instead. */
function PhotoCheckCard({ check }: { check: PhotoCheck }) {
  const { t } = useTranslation();
  const preview = useObjectUrl(check.state === 'failed' ? null : check.file);
  const thumbnail = (alt: string) =>
    preview ? (
      <img
        src={preview}
        alt={alt}
        className="size-20 shrink-0 rounded-xl object-cover ring-1 ring-black/10"
      />
    ) : null;

  if (check.state === 'checking') {
    return (
      <div
        data-testid="palm-photo-check"
        className="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800"
      >
        {thumbnail(t('palm.capture.check.checkingAlt'))}
        <p role="status" className="flex items-center gap-2 font-semibold">
          <span
            aria-hidden="true"
            className="size-5 shrink-0 animate-spin rounded-full border-2 border-amber-400 border-t-transparent motion-reduce:animate-none"
          />
          {t('palm.capture.check.checking')}
        </p>
      </div>
    );
  }
  return (
    <div
      data-testid="palm-photo-check"
      className="flex flex-col gap-3 rounded-2xl bg-red-50 p-4 text-red-950 ring-1 ring-red-200 dark:bg-red-950/40 dark:text-red-50 dark:ring-red-900"
    >
      <div className="flex items-start gap-4">
        {check.state === 'refused' ? thumbnail(t('palm.capture.check.refusedAlt')) : null}
        <div role="alert" className="flex flex-col gap-1">
          {check.state === 'refused' ? (
            <p className="font-bold">{t('palm.capture.check.refusedHeading')}</p>
          ) : null}
          <p className="text-sm leading-relaxed">{check.message}</p>
        </div>
      </div>
      {check.state === 'refused' ? (
        <p className="text-sm text-red-900/80 dark:text-red-100/80">
          {t('palm.capture.check.refusedNote')}
        </p>
      ) : null}
    </div>
  );
}

function CameraIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 8h3l1.5-2.5h7L17 8h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

function ImageIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m4 18 5.5-5.5 4 4 2.5-2.5 4 4" />
    </svg>
  );
}
