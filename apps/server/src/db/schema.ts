// The drizzle schema of every domain, gathered for the client and for drizzle-kit.
export * from './schema/system.ts';
export * from './schema/identity.ts';
export * from './schema/payments.ts';
export * from './schema/wallet.ts';
export * from './schema/readings.ts';
export * from './schema/uploads.ts';
export * from './schema/game.ts';
export * from './schema/feed.ts';
export * from './schema/referral.ts';
export * from './schema/support.ts';
export * from './schema/admin.ts';
export * from './schema/push.ts';
