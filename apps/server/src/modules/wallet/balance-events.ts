import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../platform/events.ts';
import type { WalletBalance } from './service.ts';

export interface BalanceEvents {
  /**
   * Sends the user's current balance to their live streams (`balance.updated`). Call it only
   * after the change has committed. Returns at once and never throws.
   */
  balanceChanged(userId: string): void;
  /** Resolves when every announcement in flight is done (before the database closes). */
  settled(): Promise<void>;
}

export interface BalanceEventsDeps {
  events: EventBus;
  readBalance: (userId: string) => Promise<WalletBalance>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * `balance.updated` after every committed wallet change. The event carries the balance read after
 * the commit, not the one the change computed: several changes close together then end on the
 * true latest state. Per user, announcements run one at a time and pile-ups collapse into one
 * read, so a busy wallet costs at most one extra read at a time, and none when nobody listens.
 */
export function createBalanceEvents(deps: BalanceEventsDeps): BalanceEvents {
  const { events, readBalance, log } = deps;
  /** Per user: the announcement running now and whether another is wanted after it. */
  const inFlight = new Map<string, { done: Promise<void>; again: boolean }>();

  async function announce(userId: string): Promise<void> {
    const b = await readBalance(userId);
    events.publish(userId, {
      type: 'balance.updated',
      data: {
        balance: b.balance,
        held: b.held,
        available: b.available,
        updated_at: b.updatedAt?.toISOString() ?? null,
      },
    });
  }

  function run(userId: string) {
    const entry = { done: Promise.resolve(), again: false };
    entry.done = (async () => {
      do {
        entry.again = false;
        try {
          await announce(userId);
        } catch (error) {
          log.warn({ err: error }, 'balance.updated not sent');
        }
      } while (entry.again);
      inFlight.delete(userId);
    })();
    inFlight.set(userId, entry);
  }

  return {
    balanceChanged(userId) {
      if (!events.mayHaveListeners(userId)) return;
      const running = inFlight.get(userId);
      // The running read may have started before this change committed: read once more after it.
      if (running) running.again = true;
      else run(userId);
    },

    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight.values()].map((e) => e.done));
    },
  };
}
