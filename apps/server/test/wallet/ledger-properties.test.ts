import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { TransferResult } from '../../src/modules/wallet/service.ts';
import { appErrorOf, useWalletDb } from './wallet-db.ts';

// Random sequences of every money call, with idempotency keys drawn from a small pool so that
// replays (same key, same request) and reused keys (same key, another request) happen often.
// After each step the wallet must match a simple model, and reconcile() must find the books whole.

const ctx = useWalletDb();

const USERS = 3;
const SHARED_KEYS = 4;

const coins = fc.oneof(fc.constantFrom(10, 50, 100, 300), fc.integer({ min: 1, max: 400 }));
const bigCoins = fc.oneof(coins, fc.constantFrom(500, 1000));
const user = fc.integer({ min: 0, max: USERS - 1 });
// Mostly fresh keys; a third from a small shared pool, so keys collide across calls.
const key = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: SHARED_KEYS - 1 }), weight: 1 },
  { arbitrary: fc.integer({ min: 1000, max: 1_000_000 }), weight: 2 },
);
const pick = fc.nat({ max: 50 });

const command = fc.oneof(
  {
    arbitrary: fc.record({ op: fc.constant('grant' as const), user, amount: bigCoins, key }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ op: fc.constant('charge' as const), user, amount: coins, key }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ op: fc.constant('placeHold' as const), user, amount: coins, key }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('postHold' as const), hold: pick }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('voidHold' as const), hold: pick }), weight: 2 },
  {
    arbitrary: fc.record({
      op: fc.constant('refund' as const),
      charge: pick,
      // Often partial, often "the rest" (undefined), sometimes more than is left.
      amount: fc.option(fc.integer({ min: 1, max: 150 }), { nil: undefined, freq: 3 }),
      key,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('adjust' as const),
      user,
      amount: fc.integer({ min: -300, max: 300 }).filter((n) => n !== 0),
      key,
    }),
    weight: 1,
  },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;
/** A command, or the same call as one made before (a client retrying): replays guaranteed. */
const commandOrRetry = fc.oneof(
  { arbitrary: command, weight: 4 },
  {
    arbitrary: fc.record({ op: fc.constant('retry' as const), back: fc.nat({ max: 5 }) }),
    weight: 1,
  },
);
type Step = Command | { op: 'retry'; back: number };

interface Model {
  users: string[];
  wallets: { balance: number; held: number }[];
  /** Transfers by idempotency key: what was asked (`request`) and what the first call returned. */
  transfers: Map<string, { request: string; result: TransferResult }>;
  holdKeys: Map<string, { request: string; holdId: string }>;
  holds: { id: string; user: number; amount: number; status: 'pending' | 'posted' | 'voided' }[];
  charges: { id: string; amount: number; refunded: number; user: number }[];
  /** Posted holds: the transfer each became. */
  postings: Map<string, { transferId: string; balance: number }>;
}

async function run(steps: Step[]) {
  const runId = randomUUID().slice(0, 8);
  const users = await Promise.all(Array.from({ length: USERS }, () => ctx.newUser()));
  const m: Model = {
    users,
    wallets: users.map(() => ({ balance: 0, held: 0 })),
    transfers: new Map(),
    holdKeys: new Map(),
    holds: [],
    charges: [],
    postings: new Map(),
  };
  const keyOf = (n: number) => `${runId}:k${n}`;
  const spendable = (u: number) => m.wallets[u]!.balance - m.wallets[u]!.held;

  /** A call keyed by a transfer key the model has seen: a replay, or a reused key. */
  async function transferCall(
    idempotencyKey: string,
    request: string,
    call: () => Promise<TransferResult>,
    fresh: () => Promise<void>,
  ) {
    const first = m.transfers.get(idempotencyKey);
    if (!first) return fresh();
    if (first.request !== request) {
      expect((await appErrorOf(call())).code).toBe('IDEMPOTENCY_KEY_REUSED');
    } else {
      expect(await call()).toEqual({ ...first.result, replayed: true });
    }
  }

  async function expectInsufficient(call: Promise<unknown>, required: number, u: number) {
    const error = await appErrorOf(call);
    expect(error.code).toBe('INSUFFICIENT_COINS');
    expect(error.details).toEqual({ required, current: spendable(u) });
  }

  async function step(c: Command) {
    switch (c.op) {
      case 'grant': {
        const idempotencyKey = keyOf(c.key);
        const call = () =>
          ctx.wallet.grant({
            userId: users[c.user]!,
            amount: c.amount,
            kind: 'promotion',
            idempotencyKey,
          });
        return transferCall(idempotencyKey, `grant:${c.user}:${c.amount}`, call, async () => {
          const result = await call();
          m.wallets[c.user]!.balance += c.amount;
          expect(result).toMatchObject({ amount: c.amount, balance: m.wallets[c.user]!.balance });
          m.transfers.set(idempotencyKey, { request: `grant:${c.user}:${c.amount}`, result });
        });
      }
      case 'charge': {
        const idempotencyKey = keyOf(c.key);
        const call = () =>
          ctx.wallet.charge({
            userId: users[c.user]!,
            amount: c.amount,
            kind: 'reading',
            idempotencyKey,
          });
        return transferCall(idempotencyKey, `charge:${c.user}:${c.amount}`, call, async () => {
          if (spendable(c.user) < c.amount) return expectInsufficient(call(), c.amount, c.user);
          const result = await call();
          m.wallets[c.user]!.balance -= c.amount;
          expect(result).toMatchObject({ amount: -c.amount, balance: m.wallets[c.user]!.balance });
          m.transfers.set(idempotencyKey, { request: `charge:${c.user}:${c.amount}`, result });
          m.charges.push({ id: result.transferId, amount: c.amount, refunded: 0, user: c.user });
        });
      }
      case 'placeHold': {
        const idempotencyKey = keyOf(c.key);
        const request = `hold:${c.user}:${c.amount}`;
        const call = () =>
          ctx.wallet.placeHold({
            userId: users[c.user]!,
            amount: c.amount,
            kind: 'reading',
            idempotencyKey,
          });
        const first = m.holdKeys.get(idempotencyKey);
        if (first && first.request !== request) {
          expect((await appErrorOf(call())).code).toBe('IDEMPOTENCY_KEY_REUSED');
        } else if (first) {
          const hold = m.holds.find((h) => h.id === first.holdId)!;
          expect(await call()).toEqual({
            holdId: hold.id,
            amount: hold.amount,
            status: hold.status,
            replayed: true,
          });
        } else if (spendable(c.user) < c.amount) {
          await expectInsufficient(call(), c.amount, c.user);
        } else {
          const result = await call();
          expect(result).toMatchObject({ amount: c.amount, status: 'pending', replayed: false });
          m.wallets[c.user]!.held += c.amount;
          m.holdKeys.set(idempotencyKey, { request, holdId: result.holdId });
          m.holds.push({ id: result.holdId, user: c.user, amount: c.amount, status: 'pending' });
        }
        return;
      }
      case 'postHold': {
        const hold = m.holds[c.hold % Math.max(1, m.holds.length)];
        if (!hold) return;
        if (hold.status === 'voided') {
          expect((await appErrorOf(ctx.wallet.postHold({ holdId: hold.id }))).code).toBe(
            'HOLD_NOT_PENDING',
          );
          return;
        }
        const result = await ctx.wallet.postHold({ holdId: hold.id });
        if (hold.status === 'posted') {
          const first = m.postings.get(hold.id)!;
          expect(result).toMatchObject({
            transferId: first.transferId,
            balance: first.balance,
            replayed: true,
          });
          return;
        }
        const w = m.wallets[hold.user]!;
        w.balance -= hold.amount;
        w.held -= hold.amount;
        hold.status = 'posted';
        expect(result).toMatchObject({ status: 'posted', balance: w.balance, replayed: false });
        m.postings.set(hold.id, { transferId: result.transferId, balance: w.balance });
        m.charges.push({
          id: result.transferId,
          amount: hold.amount,
          refunded: 0,
          user: hold.user,
        });
        return;
      }
      case 'voidHold': {
        const hold = m.holds[c.hold % Math.max(1, m.holds.length)];
        if (!hold) return;
        if (hold.status === 'posted') {
          expect((await appErrorOf(ctx.wallet.voidHold({ holdId: hold.id }))).code).toBe(
            'HOLD_NOT_PENDING',
          );
          return;
        }
        const result = await ctx.wallet.voidHold({ holdId: hold.id, reason: 'model' });
        expect(result).toEqual({
          holdId: hold.id,
          status: 'voided',
          replayed: hold.status === 'voided',
        });
        if (hold.status === 'pending') {
          m.wallets[hold.user]!.held -= hold.amount;
          hold.status = 'voided';
        }
        return;
      }
      case 'refund': {
        const charge = m.charges[c.charge % Math.max(1, m.charges.length)];
        if (!charge) return;
        const idempotencyKey = keyOf(c.key);
        const request = `refund:${charge.id}:${c.amount ?? 'rest'}`;
        const call = () =>
          ctx.wallet.refund({ originalTransferId: charge.id, amount: c.amount, idempotencyKey });
        return transferCall(idempotencyKey, request, call, async () => {
          const refundable = charge.amount - charge.refunded;
          const back = c.amount ?? refundable;
          if (back <= 0 || back > refundable) {
            const error = await appErrorOf(call());
            expect(error.code).toBe('CONFLICT');
            expect(error.details).toEqual({ refundable });
            return;
          }
          const result = await call();
          charge.refunded += back;
          m.wallets[charge.user]!.balance += back;
          expect(result).toMatchObject({ amount: back, balance: m.wallets[charge.user]!.balance });
          m.transfers.set(idempotencyKey, { request, result });
        });
      }
      case 'adjust': {
        const idempotencyKey = keyOf(c.key);
        const request = `adjust:${c.user}:${c.amount}`;
        const call = () =>
          ctx.wallet.adjust({
            userId: users[c.user]!,
            amount: c.amount,
            reason: 'property test',
            actorId: 'admin-1',
            idempotencyKey,
          });
        return transferCall(idempotencyKey, request, call, async () => {
          if (c.amount < 0 && spendable(c.user) < -c.amount) {
            return expectInsufficient(call(), -c.amount, c.user);
          }
          const result = await call();
          m.wallets[c.user]!.balance += c.amount;
          expect(result).toMatchObject({ amount: c.amount, balance: m.wallets[c.user]!.balance });
          m.transfers.set(idempotencyKey, { request, result });
        });
      }
    }
  }

  async function checkInvariants() {
    // (1)-(3) over the whole database: entries sum to zero, wallets match their entries and
    // pending holds, nothing negative, held within balance.
    const report = await ctx.wallet.reconcile();
    expect(report).toMatchObject({ ok: true, totalEntriesSum: 0 });
    // The model's balances.
    for (let u = 0; u < USERS; u++) {
      const { balance, held } = await ctx.wallet.getBalance(users[u]!);
      expect({ balance, held }).toEqual(m.wallets[u]);
    }
    // (4) one key, at most one transfer; and exactly the transfers the model expects.
    const [counts] = await ctx.rows<{ run: string; duplicated: string }>(sql`
      SELECT
        (SELECT count(*) FROM ledger_transfers t JOIN ledger_accounts a
           ON a.id IN (t.debit_account_id, t.credit_account_id)
         WHERE a.user_id IN (${users[0]!}, ${users[1]!}, ${users[2]!}))::text AS run,
        (SELECT count(*) FROM (SELECT idempotency_key FROM ledger_transfers
                               GROUP BY idempotency_key HAVING count(*) > 1) d)::text AS duplicated`);
    expect(counts).toEqual({ run: String(m.transfers.size + m.postings.size), duplicated: '0' });
  }

  const done: Command[] = [];
  for (const next of steps) {
    const c =
      next.op === 'retry' ? done[done.length - 1 - (next.back % Math.max(1, done.length))] : next;
    if (!c) continue;
    await step(c);
    done.push(c);
    await checkInvariants();
  }
}

it('keeps every invariant over random sequences of money calls', { timeout: 180_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(commandOrRetry, { minLength: 1, maxLength: 30, size: 'max' }), run),
    { numRuns: 100 },
  );
});
