import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { convertKeys, toSnakeKey } from '@duangdee/contract/case-keys';
import { envelope } from '@duangdee/contract/envelope';
import { pageInfo, pagedSchema } from '@duangdee/contract/paging';
import {
  adjustBodySchema,
  adminTransferViewSchema,
  balanceSchema,
  checkCoinsQuerySchema,
  checkCoinsResultSchema,
  coinHistoryItemSchema,
  coinHistoryQuerySchema,
  coinTransactionSchema,
  coinTransactionsQuerySchema,
  costsSchema,
  deductBodySchema,
  deductResultSchema,
  reconcileResultSchema,
  userIdParamsSchema,
  welcomeResultSchema,
  welcomeStatusSchema,
} from '@duangdee/contract/wallet';
import { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import { requireUser } from '../../platform/auth-guard.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import type { WalletService, WalletTransaction, WalletTransfer } from './service.ts';

/** A user's own history: no reference (for an adjustment it would name the admin). */
const presentOwnTransfer = (t: WalletTransfer) => ({
  transfer_id: t.transferId,
  kind: t.kind,
  amount: t.amount,
  balance_after: t.balanceAfter,
  created_at: t.createdAt.toISOString(),
});

const presentTransaction = (t: WalletTransaction) => ({
  id: t.id,
  amount: t.amount,
  direction: t.direction,
  kind: t.kind,
  reference: t.reference,
  reading_kind: t.readingKind,
  balance_after: t.balanceAfter,
  created_at: t.createdAt.toISOString(),
  status: t.status,
});

/** The team's view: who it refers to, and the reason recorded with it (an adjustment's). */
const presentTransfer = (t: WalletTransfer) => ({
  ...presentOwnTransfer(t),
  reference: t.reference,
  reason: typeof t.metadata.reason === 'string' ? t.metadata.reason : null,
});

export const walletRoutes: FastifyPluginAsyncZod<{
  wallet: WalletService;
  welcomeBonusCoins: number;
}> = async (app, { wallet, welcomeBonusCoins }) => {
  const secured = { tags: ['coins'], security: [{ bearer: [] }] };

  app.get(
    '/coins/balance',
    { schema: { ...secured, response: { 200: envelope(balanceSchema) } } },
    async (request) => {
      const b = await wallet.getBalance(requireUser(request).userId);
      return {
        success: true as const,
        data: {
          balance: b.balance,
          held: b.held,
          available: b.available,
          updated_at: b.updatedAt?.toISOString() ?? null,
        },
      };
    },
  );

  app.get(
    '/coins/transfers',
    {
      schema: {
        ...secured,
        summary: "The caller's coin movements, newest first (the wallet's history)",
        querystring: coinHistoryQuerySchema,
        response: { 200: envelope(pagedSchema(coinHistoryItemSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { items, total } = await wallet.listTransfers(requireUser(request).userId, {
        page,
        pageSize,
      });
      return {
        success: true as const,
        data: {
          items: items.map(presentOwnTransfer),
          ...pageInfo(page, pageSize, total),
        },
      };
    },
  );

  app.get(
    '/coins/transactions',
    {
      schema: {
        ...secured,
        summary:
          "The caller's coin history, newest first: posted movements, coins held for a reading " +
          'in progress (held) and holds released when it failed (voided)',
        querystring: coinTransactionsQuerySchema,
        response: { 200: envelope(pagedSchema(coinTransactionSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { items, total } = await wallet.listTransactions(requireUser(request).userId, {
        page,
        pageSize,
      });
      return {
        success: true as const,
        data: { items: items.map(presentTransaction), ...pageInfo(page, pageSize, total) },
      };
    },
  );

  app.get(
    '/coins/welcome-bonus',
    {
      schema: {
        ...secured,
        summary: 'Whether the caller can still claim the welcome coins, and how many they are',
        response: { 200: envelope(welcomeStatusSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        claimable: await wallet.welcomeBonusClaimable(requireUser(request).userId),
        amount: welcomeBonusCoins,
      },
    }),
  );

  app.post(
    '/coins/grant-welcome',
    {
      schema: {
        ...secured,
        summary: 'The welcome coins, once per new user (granted: coins granted now, 0 if none)',
        response: { 200: envelope(welcomeResultSchema) },
      },
    },
    async (request) => {
      const result = await wallet.grantWelcomeBonus({
        userId: requireUser(request).userId,
        amount: welcomeBonusCoins,
      });
      return {
        success: true as const,
        data: { granted: result.granted ? welcomeBonusCoins : 0, balance: result.balance },
      };
    },
  );

  app.post(
    '/coins/deduct',
    {
      schema: {
        ...secured,
        summary: "Spend coins from the caller's wallet (Idempotency-Key required)",
        body: deductBodySchema,
        response: { 200: envelope(deductResultSchema) },
      },
    },
    async (request) => {
      const userId = requireUser(request).userId;
      const key = idempotencyKeyOf(request);
      if (!key) {
        throw new AppError('VALIDATION_FAILED', undefined, [
          { path: 'headers.idempotency-key', message: 'required for a deduction' },
        ]);
      }
      const result = await wallet.charge({
        userId,
        amount: request.body.amount,
        kind: 'deduct',
        // Keys are per user: another user's key can never collide with or replay this one.
        idempotencyKey: `deduct:${userId}:${key}`,
        metadata: { reason: request.body.reason },
      });
      return {
        success: true as const,
        data: {
          balance: result.balance,
          coin_cost: request.body.amount,
          transfer_id: result.transferId,
        },
      };
    },
  );

  app.get(
    '/coins/costs',
    {
      schema: {
        tags: ['coins'],
        summary: 'Coin costs of readings and chat (public)',
        response: { 200: envelope(costsSchema) },
      },
    },
    async () => ({ success: true as const, data: await wallet.getCosts() }),
  );

  app.get(
    '/fortune/check-coins',
    {
      schema: {
        ...secured,
        querystring: checkCoinsQuerySchema,
        response: { 200: envelope(checkCoinsResultSchema) },
      },
    },
    async (request) => {
      const userId = requireUser(request).userId;
      const required = await wallet.costOf(request.query.feature);
      if (required === null) throw new AppError('NOT_FOUND', 'Unknown feature');
      const { available } = await wallet.getBalance(userId);
      return {
        success: true as const,
        data: { has_enough: available >= required, required, current: available },
      };
    },
  );
};

/** Registered inside the admin scope (see app.ts), behind the admin guard. */
export const adminWalletRoutes: FastifyPluginAsyncZod<{
  wallet: WalletService;
  /** The audited adjustment (admin module: the audit row commits with the transfer). */
  adjust: WalletService['adjust'];
}> = async (app, { wallet, adjust }) => {
  const secured = { tags: ['admin'], security: [{ bearer: [] }] };

  app.post(
    '/admin/users/:id/coins/adjust',
    {
      schema: {
        ...secured,
        summary: "Correct a user's coins with a reason (audited; Idempotency-Key required)",
        params: userIdParamsSchema,
        body: adjustBodySchema,
        response: { 200: envelope(adminTransferViewSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request);
      const key = idempotencyKeyOf(request);
      if (!key) {
        throw new AppError('VALIDATION_FAILED', undefined, [
          { path: 'headers.idempotency-key', message: 'required for an adjustment' },
        ]);
      }
      const result = await adjust({
        userId: request.params.id,
        amount: request.body.amount,
        reason: request.body.reason,
        actorId: admin.userId,
        idempotencyKey: `adjust:${key}`,
      });
      return {
        success: true as const,
        data: {
          transfer_id: result.transferId,
          kind: result.kind,
          amount: result.amount,
          balance_after: result.balance,
          reference: { type: 'admin', id: admin.userId },
          reason: request.body.reason,
          created_at: result.createdAt.toISOString(),
        },
      };
    },
  );

  app.get(
    '/admin/users/:id/transfers',
    {
      schema: {
        ...secured,
        summary: "A user's coin movements, newest first, with each one's recorded reason",
        params: userIdParamsSchema,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          page_size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: envelope(pagedSchema(adminTransferViewSchema)) },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const { items, total } = await wallet.listTransfers(request.params.id, { page, pageSize });
      return {
        success: true as const,
        data: { items: items.map(presentTransfer), ...pageInfo(page, pageSize, total) },
      };
    },
  );

  app.get(
    '/admin/ledger/reconcile',
    {
      schema: {
        ...secured,
        summary: 'Check every ledger invariant over the whole database',
        response: { 200: envelope(reconcileResultSchema) },
      },
    },
    async () => ({
      success: true as const,
      data: convertKeys(await wallet.reconcile(), toSnakeKey) as z.infer<
        typeof reconcileResultSchema
      >,
    }),
  );
};
