import { DEFAULT_ADDITIONAL_CONTEXT_TH, type PalmHand } from '@duangdee/contract/palm';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CoinIcon } from '../../../components/ui/icons.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { createPalmSession } from '../api/create-palm-session.ts';
import { palmSessionKey, usePalmSession } from '../api/palm-session.ts';
import { palmSessionsKey } from '../api/palm-sessions.ts';
import { startPalmReading } from '../api/start-palm-reading.ts';
import { uploadImage, type UploadedPalmPhoto } from '../api/upload-image.ts';
import type { CameraEnvironment } from '../lib/camera.ts';
import { checkPalmOnPhone, prepareHandModel, type PhoneVerdict } from '../lib/hand-model.ts';
import { fortuneTellingSessionPath } from '../lib/share-link.ts';
import type { CoinSpending, PalmSession, SignInState, UploadResult } from '../types.ts';
import { FocusHeading } from './focus-heading.tsx';
import {
  PalmCapture,
  type HandDefault,
  type PhotoCheck,
  type PhotoOutline,
} from './palm-capture.tsx';
import { PalmDetailsForm, type PalmDetails, type SubmitStage } from './palm-details-form.tsx';
import { PalmGlyph } from './palm-photo.tsx';
import { PalmSessionOutcome, type PalmFollowUp } from './palm-session-outcome.tsx';

type LocalStep = 'welcome' | 'capture' | 'details';
type StepName = 'capture' | 'details' | 'processing' | 'result';
const STEP_ORDER: readonly StepName[] = ['capture', 'details', 'processing', 'result'];

type UploadProblem = 'invalidFile' | 'tooLarge' | 'network' | 'failed';
type StartProblem = 'network' | 'failed';

/** How far the phone's own hand check got with the photo just chosen. */
type PhoneCheck =
  | { state: 'model' | 'finding' }
  | { state: 'done'; verdict: PhoneVerdict }
  /** It could not run (an old phone, offline): the server's check alone decides. */
  | { state: 'unavailable' };

/** What the server said of the photo just chosen. */
type ServerCheck =
  | { state: 'pending' }
  | { state: 'done'; upload: UploadedPalmPhoto }
  | { state: 'failed'; problem: UploadProblem };

/** The photo just chosen, while the phone and the server check it side by side. */
interface PhotoState {
  file: File;
  phone: PhoneCheck;
  server: ServerCheck;
}

/**
 * How long, after the server passed a photo, the wizard still waits for the phone's outline to
 * show on the next step. The server's check is the authority; the phone's never holds a user up
 * for long (a first visit on a slow connection is still downloading the model).
 */
export const PHONE_CHECK_GRACE_MS = 20_000;

export interface PalmWizardProps extends SignInState, CoinSpending {
  renderFollowUp?: (followUp: PalmFollowUp) => ReactNode;
  cameraEnvironment?: CameraEnvironment;
  /** The profile's gender, when the app knows it: the hand Thai practice reads by default. */
  readerGender?: 'male' | 'female' | 'other' | 'unspecified' | null;
}

/** ชายซ้าย หญิงขวา: the hand Thai palmistry reads, the left when the gender is not known. */
export function defaultHandFor(gender: PalmWizardProps['readerGender']): {
  hand: PalmHand;
  why: HandDefault;
} {
  if (gender === 'female') return { hand: 'right', why: 'female' };
  if (gender === 'male') return { hand: 'left', why: 'male' };
  return { hand: 'left', why: 'any' };
}

/** The phone's find, as an outline; null when it found no hand. */
function phoneOutline(phone: PhoneCheck): PhotoOutline | null {
  return phone.state === 'done' && phone.verdict.hand
    ? { landmarks: phone.verdict.hand.landmarks, source: 'phone' }
    : null;
}

/** The server's find, as an outline. */
function serverOutline(upload: UploadedPalmPhoto): PhotoOutline | null {
  const found = upload.palmCheck.foundHand;
  return found?.landmarks.length === 21 ? { landmarks: found.landmarks, source: 'server' } : null;
}

/** The phone's progress, for the card's `data-phone-check` (tests and support). */
function phoneProgress(phone: PhoneCheck): string {
  if (phone.state === 'done') return phone.verdict.problem ?? 'usable';
  return phone.state === 'unavailable' ? 'unavailable' : 'running';
}

const wait = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * What was already done for the current photo, so a retry (after a top-up) repeats nothing: the
 * photo was uploaded (and passed the palm check) when it was chosen.
 */
interface Prepared {
  file: File;
  upload: UploadResult;
  /** The hand the photo shows, as the user said when it was checked. */
  hand: PalmHand;
  outline: PhotoOutline | null;
  session?: PalmSession;
}

function insufficientDetails(error: ApiError): { required: number; current: number } {
  const details = (error.details ?? {}) as { required?: unknown; current?: unknown };
  return {
    required: typeof details.required === 'number' ? details.required : 0,
    current: typeof details.current === 'number' ? details.current : 0,
  };
}

function uploadProblemOf(error: unknown): UploadProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'INVALID_FILE' || error.code === 'UNSUPPORTED_MEDIA_TYPE')
    return 'invalidFile';
  if (error.status === 413) return 'tooLarge';
  if (error.status === 0) return 'network';
  return 'failed';
}

function startProblemOf(error: unknown): StartProblem {
  return error instanceof ApiError && error.status === 0 ? 'network' : 'failed';
}

function StepIndicator({ step }: { step: StepName }) {
  const { t } = useTranslation();
  const current = STEP_ORDER.indexOf(step) + 1;
  return (
    <div className="flex flex-col gap-2" data-testid="palm-step">
      <div className="grid grid-cols-4 gap-1.5" aria-hidden="true">
        {STEP_ORDER.map((name, index) => (
          <span
            key={name}
            className={`h-1.5 rounded-full ${index < current ? 'bg-amber-400' : 'bg-amber-200/70 dark:bg-indigo-800'}`}
          />
        ))}
      </div>
      <p className="text-sm font-semibold text-indigo-800 dark:text-amber-200">
        {t('palm.stepOf', { current, total: STEP_ORDER.length })} · {t(`palm.steps.${step}`)}
      </p>
    </div>
  );
}

/**
 * `/fortune-telling`: the palm reading wizard of spec §2 — welcome, capture (camera or upload),
 * check the photo and add details, consent to the cost, then upload + create + start, the
 * progress while the photo is read, and the reading with its follow-up chat. A started reading
 * lives in the address (`?session=`), so a reload or a shared tab comes back to it.
 */
export function PalmWizard(props: PalmWizardProps) {
  const { signedIn, checkingSignIn, onSignIn, costs, renderFollowUp, readerGender } = props;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const sessionId = params.get('session');

  const [step, setStep] = useState<LocalStep>('welcome');
  const [moved, setMoved] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [details, setDetails] = useState<PalmDetails | undefined>();
  const [stage, setStage] = useState<SubmitStage | null>(null);
  const [problem, setProblem] = useState<StartProblem | null>(null);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [photo, setPhoto] = useState<PhotoState | null>(null);
  /** The hand the user picked; until then, the one Thai practice reads for them. */
  const [pickedHand, setPickedHand] = useState<PalmHand | null>(null);
  const handDefault = defaultHandFor(readerGender);
  const hand = pickedHand ?? handDefault.hand;
  /** Counts photos picked, so the answer for one replaced since is ignored. */
  const picks = useRef(0);
  const onCapture = signedIn && !sessionId && step === 'capture';

  // The hand model downloads while the user frames the photo (its own chunk: palm screens only).
  useEffect(() => {
    if (onCapture) prepareHandModel();
  }, [onCapture]);

  const session = usePalmSession(sessionId, signedIn);

  function go(next: LocalStep) {
    setMoved(true);
    setStep(next);
  }

  function retake() {
    setFile(null);
    setProblem(null);
    setPhoto(null);
    go('capture');
    if (sessionId) navigate(paths.fortuneTelling);
  }

  /**
   * Checks a chosen photo at once, on the phone (the hand model, its outline over the photo) and
   * on the server (the upload's palm check) side by side, so an unreadable photo is asked again
   * here and never reaches the coin consent. The server decides: its refusal stands even where
   * the phone saw a palm, and its pass stands even where the phone did not. Without the phone's
   * model (an old phone, offline) the server's check alone decides.
   */
  async function checkPhoto(picked: File, side: PalmHand = hand) {
    const pick = ++picks.current;
    const current = () => pick === picks.current;
    const update = (change: Partial<PhotoState>) => {
      if (current()) setPhoto((previous) => (previous ? { ...previous, ...change } : previous));
    };
    setPhoto({ file: picked, phone: { state: 'model' }, server: { state: 'pending' } });
    setProblem(null);
    const onPhone = checkPalmOnPhone(picked, side, () => update({ phone: { state: 'finding' } }))
      .then((verdict) => {
        update({ phone: { state: 'done', verdict } });
        return verdict;
      })
      .catch(() => {
        update({ phone: { state: 'unavailable' } });
        return null;
      });
    let upload: UploadedPalmPhoto;
    try {
      upload = await uploadImage(picked, { hand: side });
    } catch (error) {
      update({ server: { state: 'failed', problem: uploadProblemOf(error) } });
      return;
    }
    update({ server: { state: 'done', upload } });
    if (!upload.palmCheck.usable) return;
    // The server passed it: the phone's outline for the next step, if it comes soon enough.
    const verdict = await Promise.race([onPhone, wait(PHONE_CHECK_GRACE_MS)]);
    if (!current()) return;
    const outline =
      verdict?.usable && verdict.hand
        ? ({ landmarks: verdict.hand.landmarks, source: 'phone' } as const)
        : serverOutline(upload);
    setPhoto(null);
    setFile(picked);
    setPrepared((previous) => ({
      file: picked,
      upload,
      hand: side,
      outline,
      session: previous?.session,
    }));
    go('details');
  }

  function chooseHand(side: PalmHand) {
    setPickedHand(side);
    // A photo turned away is judged again for the hand now named (palm or back depends on it).
    if (photo && photo.server.state !== 'pending') void checkPhoto(photo.file, side);
  }

  function photoCheckOf(current: PhotoState | null): PhotoCheck | null {
    if (!current) return null;
    const { file: picked, phone, server } = current;
    if (server.state === 'failed') {
      return { state: 'failed', message: t(`palm.capture.check.errors.${server.problem}`) };
    }
    const progress = phoneProgress(phone);
    if (server.state === 'done' && !server.upload.palmCheck.usable) {
      // The server's reason stands; its outline, or else the phone's, shows what was seen.
      const { messageTh, messageEn } = server.upload.palmCheck;
      const message = (i18n.language === 'en' ? messageEn : messageTh) ?? t('palm.failed.generic');
      return {
        state: 'refused',
        file: picked,
        message,
        outline: serverOutline(server.upload) ?? phoneOutline(phone),
        phone: progress,
      };
    }
    if (server.state === 'pending' && phone.state === 'done' && !phone.verdict.usable) {
      // The phone saw the problem first: said at once, while the server looks too.
      const problem = phone.verdict.problem ?? 'no_hand';
      return {
        state: 'refused',
        file: picked,
        message: t(`palm.handCheck.problems.${problem}.reason`),
        action: t(`palm.handCheck.problems.${problem}.action`),
        outline: phoneOutline(phone),
        phone: progress,
      };
    }
    const stage =
      phone.state === 'model' ? 'model' : phone.state === 'finding' ? 'finding' : 'server';
    return {
      state: 'checking',
      file: picked,
      stage,
      outline: phoneOutline(phone),
      phone: progress,
    };
  }

  async function submit(form: PalmDetails) {
    // Only a photo that passed the palm check gets here, uploaded when it was chosen.
    if (!file || prepared?.file !== file) return;
    setDetails(form);
    // Not enough coins is told before the consent; the server's 402 below covers a race.
    const available = await props.spendableCoins();
    if (available !== null && available < costs.palm) {
      props.showInsufficient(costs.palm, available);
      return;
    }
    const accepted = await props.confirmSpend([
      { label: t('palm.details.consentItem'), coins: costs.palm },
    ]);
    if (!accepted) return;
    setProblem(null);
    let ready: Prepared = prepared;
    try {
      setStage('starting');
      if (!ready.session) {
        ready = { ...ready, session: await createPalmSession(t('palm.title')) };
        setPrepared(ready);
      }
      const { upload, session: created } = ready;
      if (!created) return;
      const started = await startPalmReading(created.sessionId, {
        imagePath: upload.originalPath,
        ...(form.birthDate ? { birthDate: form.birthDate } : {}),
        ...(form.birthTime ? { birthTime: form.birthTime } : {}),
        additionalContext: form.question || DEFAULT_ADDITIONAL_CONTEXT_TH,
        hand: ready.hand,
      });
      props.onBalanceChanged();
      // Shown at once on the next screen; the server's own copy replaces it a moment later.
      queryClient.setQueryData<PalmSession>(palmSessionKey(created.sessionId), {
        ...created,
        status: started.status,
        startedAt: new Date().toISOString(),
        estimatedCompletionTime: started.estimatedWaitTime,
        image: { originalPath: upload.originalPath, thumbnailPath: upload.thumbnailPath },
      });
      void queryClient.invalidateQueries({ queryKey: palmSessionsKey });
      setPrepared(null);
      setFile(null);
      setDetails(undefined);
      setStep('capture');
      setMoved(true);
      navigate(fortuneTellingSessionPath(created.sessionId));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_COINS') {
        const { required, current } = insufficientDetails(error);
        props.showInsufficient(required || costs.palm, current);
        return;
      }
      setProblem(startProblemOf(error));
    } finally {
      setStage(null);
    }
  }

  let body: ReactNode;
  if (!signedIn && (sessionId || step !== 'welcome')) {
    body = checkingSignIn ? (
      <p className="text-slate-700 dark:text-indigo-200">{t('palm.welcome.checkingSignIn')}</p>
    ) : (
      <SignInCard onSignIn={onSignIn} />
    );
  } else if (sessionId) {
    body = (
      <SessionStep
        sessionId={sessionId}
        query={session}
        focusOnChange={moved}
        onRetake={retake}
        onBalanceChanged={props.onBalanceChanged}
        renderFollowUp={renderFollowUp}
      />
    );
  } else if (step === 'welcome') {
    body = (
      <Welcome
        cost={costs.palm}
        messageCost={costs.chatMessage}
        signedIn={signedIn}
        checkingSignIn={checkingSignIn}
        onStart={() => (signedIn ? go('capture') : onSignIn())}
      />
    );
  } else if (step === 'capture' || !file) {
    body = (
      <div className="flex flex-col gap-4">
        <StepIndicator step="capture" />
        <FocusHeading focusOnMount={moved}>{t('palm.capture.heading')}</FocusHeading>
        <PalmCapture
          cameraEnvironment={props.cameraEnvironment}
          check={photoCheckOf(photo)}
          onPicked={(picked) => void checkPhoto(picked)}
          hand={hand}
          onHandChange={chooseHand}
          handDefault={handDefault.why}
        />
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <StepIndicator step="details" />
        <FocusHeading focusOnMount={moved}>{t('palm.details.heading')}</FocusHeading>
        <PalmDetailsForm
          file={file}
          cost={costs.palm}
          stage={stage}
          error={problem ? t(`palm.details.errors.${problem}`) : null}
          initial={details}
          outline={prepared?.file === file ? prepared.outline : null}
          onRetake={() => go('capture')}
          onSubmit={(form) => void submit(form)}
        />
      </div>
    );
  }

  return <Screen title={t('palm.title')}>{body}</Screen>;
}

function Welcome({
  cost,
  messageCost,
  signedIn,
  checkingSignIn,
  onStart,
}: {
  cost: number;
  messageCost: number;
  signedIn: boolean;
  checkingSignIn: boolean;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5" data-testid="palm-welcome">
      <section className="flex flex-col items-center gap-4 rounded-3xl bg-gradient-to-br from-indigo-900 to-indigo-800 p-6 text-center text-amber-50 shadow-md dark:from-indigo-900 dark:to-indigo-950 dark:ring-1 dark:ring-indigo-700">
        <span className="flex size-24 items-center justify-center rounded-full bg-amber-300/15 text-amber-300 ring-2 ring-amber-300/60">
          <PalmGlyph className="size-14" />
        </span>
        <h2 className="text-xl font-bold text-amber-300">{t('palm.welcome.heading')}</h2>
        <p className="leading-relaxed text-indigo-100">{t('palm.welcome.body')}</p>
      </section>
      <ul
        aria-label={t('palm.welcome.factsLabel')}
        className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800"
      >
        <li className="flex items-center gap-3 font-semibold text-indigo-950 dark:text-amber-100">
          <CoinIcon className="size-6 shrink-0" />
          {t('palm.welcome.cost', { count: cost })}
        </li>
        <li className="flex items-center gap-3 text-slate-800 dark:text-indigo-100">
          <ClockIcon />
          {t('palm.welcome.time')}
        </li>
        <li className="flex items-center gap-3 text-slate-800 dark:text-indigo-100">
          <BubbleIcon />
          {t('palm.welcome.chat', { count: messageCost })}
        </li>
        <li className="flex items-center gap-3 text-sm text-slate-600 dark:text-indigo-300">
          <ShieldIcon />
          {t('palm.welcome.refund')}
        </li>
      </ul>
      {signedIn || checkingSignIn ? null : (
        <p className="text-center text-sm text-slate-700 dark:text-indigo-200">
          {t('palm.welcome.signInBody')}
        </p>
      )}
      <Button onClick={onStart} disabled={checkingSignIn} className="min-h-14 w-full text-lg">
        {signedIn
          ? t('palm.welcome.start')
          : checkingSignIn
            ? t('palm.welcome.checkingSignIn')
            : t('palm.welcome.signIn')}
      </Button>
      <Link
        to={paths.palmAnalysis}
        className="text-center font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300"
      >
        {t('palm.welcome.history')}
      </Link>
    </div>
  );
}

function SessionStep({
  sessionId,
  query,
  focusOnChange,
  onRetake,
  onBalanceChanged,
  renderFollowUp,
}: {
  sessionId: string;
  query: ReturnType<typeof usePalmSession>;
  focusOnChange: boolean;
  onRetake: () => void;
  onBalanceChanged: () => void;
  renderFollowUp: PalmWizardProps['renderFollowUp'];
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return <p className="text-slate-700 dark:text-indigo-200">{t('palm.loading')}</p>;
  }
  if (query.isError || query.data.sessionId !== sessionId || query.data.status === 'created') {
    const notFound = query.isError;
    return (
      <Card className="flex flex-col gap-3 text-center">
        <p role="alert">{notFound ? t('palm.list.notFound') : t('palm.list.notStarted')}</p>
        <Button onClick={onRetake}>{t('palm.result.newReading')}</Button>
      </Card>
    );
  }
  const current = query.data;
  const step: StepName = current.status === 'completed' ? 'result' : 'processing';
  return (
    <div className="flex flex-col gap-5">
      {current.status === 'failed' ? null : <StepIndicator step={step} />}
      <PalmSessionOutcome
        key={current.sessionId}
        session={current}
        focusOnChange={focusOnChange}
        onRetake={onRetake}
        onBalanceChanged={onBalanceChanged}
        renderFollowUp={renderFollowUp}
      />
    </div>
  );
}

function SignInCard({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3" data-testid="palm-sign-in">
      <h2 className="text-lg font-bold">{t('palm.welcome.signInTitle')}</h2>
      <p className="text-slate-700 dark:text-indigo-200">{t('palm.welcome.signInBody')}</p>
      <Button onClick={onSignIn}>{t('palm.welcome.signIn')}</Button>
    </Card>
  );
}

function ClockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6 shrink-0 text-indigo-700 dark:text-amber-300"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}

function BubbleIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6 shrink-0 text-indigo-700 dark:text-amber-300"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}

function ShieldIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6 shrink-0 text-indigo-700 dark:text-amber-300"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 3.5 5 6v5.5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  );
}
