import { PALM_HANDS, type PalmHand } from '@duangdee/contract/palm';
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
import { HandOutline, type HandOutlineTone } from './hand-outline.tsx';
import { PalmCamera } from './palm-camera.tsx';

/** The hand outline a check found on the photo (its 21 landmarks as shares of the photo). */
export interface PhotoOutline {
  landmarks: readonly (readonly [number, number])[];
  source: 'phone' | 'server';
}

/**
 * The photo just chosen while it is checked (by the phone's hand model, then the server), or why
 * it cannot be read and what to do, or not checked at all (the upload failed). Messages are
 * already in the user's language. `phone` says how far the phone's own check got (a problem
 * code, `usable`, or `unavailable` when it could not run).
 */
export type PhotoCheck =
  | {
      state: 'checking';
      file: File;
      /** Loading the phone's model, looking for the hand, or waiting for the server. */
      stage?: 'model' | 'finding' | 'server';
      outline?: PhotoOutline | null;
      phone?: string;
    }
  | {
      state: 'refused';
      file: File;
      message: string;
      /** What to do about it, when told apart from the reason. */
      action?: string | null;
      outline?: PhotoOutline | null;
      phone?: string;
    }
  | { state: 'failed'; message: string };

/** Where the default hand comes from: the profile's gender, or none known. */
export type HandDefault = 'male' | 'female' | 'any';

interface PalmCaptureProps {
  /** A photo that passed the type and size checks. */
  onPicked: (file: File) => void;
  /** The check of the photo last picked, if it is not through yet. */
  check?: PhotoCheck | null;
  /** Tests give a stand-in for the browser's camera. */
  cameraEnvironment?: CameraEnvironment;
  /** Which hand the photo shows, as the user says (the palm is told from the back by it). */
  hand?: PalmHand;
  onHandChange?: (hand: PalmHand) => void;
  handDefault?: HandDefault;
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
export function PalmCapture({
  onPicked,
  check = null,
  cameraEnvironment,
  hand = 'left',
  onHandChange,
  handDefault = 'any',
}: PalmCaptureProps) {
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
        hand={hand}
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

      {onHandChange ? (
        <HandChoice hand={hand} onChange={onHandChange} handDefault={handDefault} />
      ) : null}

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

/** Left or right: asked before the photo, with the Thai rule behind the default and why it matters. */
function HandChoice({
  hand,
  onChange,
  handDefault,
}: {
  hand: PalmHand;
  onChange: (hand: PalmHand) => void;
  handDefault: HandDefault;
}) {
  const { t } = useTranslation();
  const name = useId();
  const noteId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800"
      aria-describedby={noteId}
      data-testid="palm-hand-choice"
    >
      <legend className="float-left mb-1 w-full font-semibold text-indigo-950 dark:text-amber-100">
        {t('palm.handCheck.chooseLabel')}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {PALM_HANDS.map((side) => (
          <label
            key={side}
            className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl font-semibold ring-1 ring-amber-300 transition-colors has-checked:bg-amber-300 has-checked:text-indigo-950 has-checked:ring-2 has-checked:ring-amber-500 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-500 dark:ring-indigo-700 dark:has-checked:bg-amber-400"
          >
            <input
              type="radio"
              name={name}
              value={side}
              checked={hand === side}
              onChange={() => onChange(side)}
              className="sr-only"
            />
            <HandSideIcon side={side} />
            {t(`palm.handCheck.${side}`)}
          </label>
        ))}
      </div>
      <p id={noteId} className="text-sm leading-relaxed text-slate-700 dark:text-indigo-200">
        {t(
          handDefault === 'male'
            ? 'palm.handCheck.defaultMale'
            : handDefault === 'female'
              ? 'palm.handCheck.defaultFemale'
              : 'palm.handCheck.defaultAny',
        )}{' '}
        {t('palm.handCheck.why')}
      </p>
    </fieldset>
  );
}

function HandSideIcon({ side }: { side: PalmHand }) {
  // A small open palm, thumb on the side a camera sees it (left palm: thumb left).
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={side === 'right' ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path d="M8 21c-1-3-2-5-3.5-7L3 12c-.6-1 .6-2 1.5-1.2L7 13V5.5a1.2 1.2 0 0 1 2.4 0V11m0-6.5V3.8a1.2 1.2 0 0 1 2.4 0V11m0-6.2a1.2 1.2 0 0 1 2.4 0V11m0-4.2a1.2 1.2 0 0 1 2.4 0V15c0 3-1 5-1.5 6" />
    </svg>
  );
}

/** The photo with the outline of the hand found on it, in a box the photo's own shape. */
function PhotoWithOutline({
  file,
  alt,
  outline,
  tone,
}: {
  file: File;
  alt: string;
  outline: PhotoOutline | null | undefined;
  tone: HandOutlineTone;
}) {
  const { t } = useTranslation();
  const preview = useObjectUrl(file);
  if (!preview) return null;
  return (
    <div className="relative mx-auto w-full max-w-56 overflow-hidden rounded-xl ring-1 ring-black/10">
      <img src={preview} alt={alt} className="block h-auto w-full" />
      {outline ? (
        <HandOutline
          landmarks={outline.landmarks}
          source={outline.source}
          tone={tone}
          label={t('palm.handCheck.outlineLabel')}
        />
      ) : null}
    </div>
  );
}

/** The chosen photo while it is checked, or why it cannot be read and what to do instead. */
function PhotoCheckCard({ check }: { check: PhotoCheck }) {
  const { t } = useTranslation();

  if (check.state === 'checking') {
    const stage = check.stage ?? 'server';
    return (
      <div
        data-testid="palm-photo-check"
        data-phone-check={check.phone}
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800"
      >
        <PhotoWithOutline
          file={check.file}
          alt={t('palm.capture.check.checkingAlt')}
          outline={check.outline}
          tone="found"
        />
        <p role="status" className="flex items-center justify-center gap-2 font-semibold">
          <span
            aria-hidden="true"
            className="size-5 shrink-0 animate-spin rounded-full border-2 border-amber-400 border-t-transparent motion-reduce:animate-none"
          />
          {stage === 'model'
            ? t('palm.handCheck.loadingModel')
            : stage === 'finding'
              ? t('palm.handCheck.finding')
              : t('palm.capture.check.checking')}
        </p>
      </div>
    );
  }
  return (
    <div
      data-testid="palm-photo-check"
      data-phone-check={check.state === 'refused' ? check.phone : undefined}
      className="flex flex-col gap-3 rounded-2xl bg-red-50 p-4 text-red-950 ring-1 ring-red-200 dark:bg-red-950/40 dark:text-red-50 dark:ring-red-900"
    >
      {check.state === 'refused' ? (
        <PhotoWithOutline
          file={check.file}
          alt={t('palm.capture.check.refusedAlt')}
          outline={check.outline}
          tone="refused"
        />
      ) : null}
      <div role="alert" className="flex flex-col gap-1">
        {check.state === 'refused' ? (
          <p className="font-bold">{t('palm.capture.check.refusedHeading')}</p>
        ) : null}
        <p className="text-sm leading-relaxed">{check.message}</p>
        {check.state === 'refused' && check.action ? (
          <p className="text-base font-bold text-red-900 dark:text-amber-200">{check.action}</p>
        ) : null}
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
