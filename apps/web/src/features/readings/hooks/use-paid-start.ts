import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SubmitOutcome } from '../components/reading-form.tsx';
import type { PayErrorKey } from '../lib/server-errors.ts';
import type { ReadingBody, ReadingKind, ReadingServices } from '../types.ts';
import { usePayForReading } from './use-pay-for-reading.ts';

/** The search parameter that holds the paid reading, so a reload comes back to it. */
export const SESSION_PARAM = 'session';

/**
 * The paid reading in the address (`?session=`), and the submit of its form: pay (create →
 * consent → start; too few coins opens the app's prompt), then show the session, or hand the
 * server's field errors back to the form, or keep a failure to show under it.
 */
export function usePaidStart<K extends ReadingKind>(
  kind: K,
  services: ReadingServices,
  onStarted?: (sessionId: string) => void,
) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pay, busy } = usePayForReading(kind, services);
  const [failure, setFailure] = useState<PayErrorKey | null>(null);

  async function submit(body: ReadingBody<K>): Promise<SubmitOutcome> {
    setFailure(null);
    const result = await pay(body);
    if (result.status === 'started') {
      onStarted?.(result.sessionId);
      setParams({ [SESSION_PARAM]: result.sessionId });
    } else if (result.status === 'invalid') return { fields: result.fields };
    else if (result.status === 'failed') setFailure(result.reason);
  }

  return {
    sessionId: params.get(SESSION_PARAM),
    /** Back to the form, for another reading. */
    startAgain: () => setParams({}),
    submit,
    busy,
    failure: failure ? t(`readings.pay.errors.${failure}`) : null,
  };
}
