import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateReadingSession } from '../api/create-session.ts';
import { useStartReading } from '../api/start-session.ts';
import {
  insufficientCoins,
  payErrorKey,
  serverFieldErrors,
  type PayErrorKey,
  type ServerFieldError,
} from '../lib/server-errors.ts';
import type { CreatedSession, ReadingBody, ReadingKind, ReadingServices } from '../types.ts';

export type PayResult =
  | { status: 'started'; sessionId: string }
  /** The user said no in the consent modal, or had too few coins (the app showed its prompt). */
  | { status: 'cancelled' | 'insufficient' }
  | { status: 'invalid'; fields: ServerFieldError[] }
  | { status: 'failed'; reason: PayErrorKey };

type PayServices = Pick<
  ReadingServices,
  'spendableCoins' | 'confirmSpend' | 'onInsufficientCoins' | 'onBalanceChanged'
>;

/**
 * Paying for a reading: create the session (priced by the server), check the spendable coins and
 * ask before spending its cost, then start it (the coins are held; the server's "not enough
 * coins" still covers a balance that changed meanwhile). An unpaid session is kept for the same
 * request, so saying no, or topping up after "not enough coins", and trying again does not make
 * another one.
 */
export function usePayForReading<K extends ReadingKind>(kind: K, services: PayServices) {
  const { t } = useTranslation();
  const create = useCreateReadingSession(kind);
  const start = useStartReading(kind);
  const [busy, setBusy] = useState(false);
  const draft = useRef<{ request: string; session: CreatedSession } | null>(null);

  async function pay(body: ReadingBody<K>): Promise<PayResult> {
    setBusy(true);
    try {
      const request = JSON.stringify(body);
      let session = draft.current?.request === request ? draft.current.session : null;
      if (!session) {
        session = await create.mutateAsync(body);
        draft.current = { request, session };
      }
      const cost = session.cost.coinsRequired;
      const available = await services.spendableCoins();
      if (available !== null && available < cost) {
        services.onInsufficientCoins(cost, available);
        return { status: 'insufficient' };
      }
      const accepted = await services.confirmSpend([
        { label: t(`readings.kinds.${kind}`), coins: cost },
      ]);
      if (!accepted) return { status: 'cancelled' };
      await start.mutateAsync(session.sessionId);
      draft.current = null;
      services.onBalanceChanged();
      return { status: 'started', sessionId: session.sessionId };
    } catch (error) {
      const short = insufficientCoins(error);
      if (short) {
        services.onInsufficientCoins(short.required, short.current);
        return { status: 'insufficient' };
      }
      const fields = serverFieldErrors(error);
      if (fields.length > 0) return { status: 'invalid', fields };
      return { status: 'failed', reason: payErrorKey(error) };
    } finally {
      setBusy(false);
    }
  }

  return { pay, busy };
}
