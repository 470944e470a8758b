import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Agent as HttpsAgent } from 'node:https';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyCookie from '@fastify/cookie';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { bundledSnapshotDir, copiedAhead, type SnapshotCopy } from './db/snapshot-start.ts';
import { adminUserRoutes } from './modules/admin/routes.ts';
import { adminAuditRoutes } from './modules/admin/audit-routes.ts';
import { createAuditRepo } from './modules/admin/audit.ts';
import { adminOverviewRoutes } from './modules/admin/overview-routes.ts';
import { createAdminRepo } from './modules/admin/repo.ts';
import { createAdminService } from './modules/admin/service.ts';
import { adminSessionRoutes } from './modules/admin/sessions-routes.ts';
import { adminSupportRoutes } from './modules/admin/support-routes.ts';
import { adminSuspensionRoutes } from './modules/admin/suspension-routes.ts';
import { adminArticleRoutes } from './modules/admin/articles-routes.ts';
import { createAdminArticlesService } from './modules/admin/articles.ts';
import { adminCatalogueRoutes } from './modules/admin/catalogue-routes.ts';
import { createCatalogueService } from './modules/admin/catalogue.ts';
import { createSuspensionService } from './modules/admin/suspension.ts';
import { configuredProviders } from './modules/auth/oauth-providers.ts';
import { createAccessCheck } from './modules/auth/access-check.ts';
import { oauthRoutes } from './modules/auth/oauth-routes.ts';
import { createOAuthService } from './modules/auth/oauth-service.ts';
import { createOtpService } from './modules/auth/otp-service.ts';
import { createAuthRepo } from './modules/auth/repo.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createSessionService } from './modules/auth/session-service.ts';
import { createSuccessorSeal } from './modules/auth/successor-seal.ts';
import { createFeedRepo } from './modules/feed/repo.ts';
import { feedRoutes } from './modules/feed/routes.ts';
import { createFeedService } from './modules/feed/service.ts';
import { createGameRepo } from './modules/game/repo.ts';
import { gameRoutes } from './modules/game/routes.ts';
import { createGameService } from './modules/game/service.ts';
import { guestRoutes } from './modules/guests/routes.ts';
import { createGuestsService } from './modules/guests/service.ts';
import { adminPaymentRoutes } from './modules/payments/admin-routes.ts';
import { createCardService } from './modules/payments/card-service.ts';
import { createPaymentsRepo } from './modules/payments/repo.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { sandboxRoutes } from './modules/payments/sandbox-routes.ts';
import { createPaymentsService } from './modules/payments/service.ts';
import { createStripeGateway } from './modules/payments/stripe-gateway.ts';
import { stripeRoutes } from './modules/payments/stripe-routes.ts';
import { createReadingsRepo } from './modules/readings/repo.ts';
import { createReferralRepo } from './modules/referral/repo.ts';
import { referralRoutes } from './modules/referral/routes.ts';
import { createReferralService } from './modules/referral/service.ts';
import { readingRoutes } from './modules/readings/routes.ts';
import { createChatRepo } from './modules/chat/repo.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { createChatService, strandedReplyAge } from './modules/chat/service.ts';
import { createOracleReplier } from './modules/chat/oracle-replier.ts';
import { createOraclePalmReader } from './modules/palm/palm-reader.ts';
import { createOracleWriter } from './modules/readings/writer.ts';
import { createLlmReplier, createLlmWriter } from './modules/readings/llm-writer.ts';
import { createLlmClient } from './platform/llm.ts';
import { createHandChecker } from './modules/palm/hand-model/hand-check.ts';
import { createPalmPhotoChecker } from './modules/palm/palm-check.ts';
import { createReadingsService, readingLimits } from './modules/readings/service.ts';
import { createUsersRepo } from './modules/users/repo.ts';
import { adminWalletRoutes, walletRoutes } from './modules/wallet/routes.ts';
import { createWalletService } from './modules/wallet/service.ts';
import { createBalanceEvents } from './modules/wallet/balance-events.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createUsersService } from './modules/users/service.ts';
import { createPrivacyService } from './modules/users/privacy-service.ts';
import { createDiskErasure, type DiskErasureJob } from './modules/users/disk-erasure.ts';
import { deleteNotificationsOf, listNotificationsOf } from './modules/notifications/repo.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { createNotificationsService } from './modules/notifications/service.ts';
import { createSupportRepo } from './modules/support/repo.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { createSupportService } from './modules/support/service.ts';
import { createSystemRepo } from './modules/system/repo.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { createSystemService } from './modules/system/service.ts';
import { createUploadsRepo } from './modules/uploads/repo.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { createUploadsService } from './modules/uploads/service.ts';
import { nextHourAfter } from './modules/push/bangkok-clock.ts';
import { createPushRepo } from './modules/push/repo.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { createPushService } from './modules/push/service.ts';
import { createWebPushSender } from './modules/push/web-push-sender.ts';
import { guardAdminRoutes } from './platform/admin-guard.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { createRedisProbe } from './platform/redis-probe.ts';
import metricsPlugin from './platform/metrics.ts';
import authGuardPlugin from './platform/auth-guard.ts';
import compressionPlugin from './platform/compression.ts';
import { createJobs } from './platform/jobs.ts';
import type { JobQueue } from './job-queues.ts';
import { createEventBus, type EventBus } from './platform/events.ts';
import { eventsRoute, type EventsRouteOptions } from './platform/events-route.ts';
import { createS3Storage } from './platform/s3-storage.ts';
import { createLocalStorage } from './platform/storage.ts';
import errorsPlugin, { answerClientError, answerError } from './platform/errors.ts';
import keyCasingPlugin from './platform/key-casing.ts';
import loadSheddingPlugin from './platform/load-shedding.ts';
import requestLimitsPlugin, { MAX_PARAM_LENGTH } from './platform/request-limits.ts';
import { createDevOutboxMailer, createSmtpMailer, listDevOutbox } from './platform/mail.ts';
import notFoundPlugin from './platform/not-found.ts';
import openapiPlugin from './platform/openapi.ts';
import rateLimitPlugin from './platform/rate-limit.ts';
import { responseSerializerCompiler } from './platform/response-serializer.ts';
import { logAnswered, logSerializers } from './platform/request-log.ts';
import { hmac, loadSecrets, loadVapidKeys } from './platform/secrets.ts';
import securityHeadersPlugin from './platform/security-headers.ts';
import { createTokenSigner } from './platform/tokens.ts';
import webStaticPlugin, { createAppShell } from './platform/web-static.ts';
import { shareCardRoutes } from './modules/share-cards/routes.ts';
import { cardFontsDir, createShareCardsService } from './modules/share-cards/service.ts';
import { withHeadTags } from './modules/share-cards/meta-tags.ts';
import { seedShipped } from './seed.ts';

export const API_PREFIX = '/api/v1';
/** JSON bodies; uploads (multipart) set their own limits on their routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildOptions {
  /** An open, migrated database (tests pass their own); otherwise one is opened from config. */
  database?: Database;
  /** Live events: a bus of the caller's (tests watch its subscriptions) and stream timings. */
  liveEvents?: Partial<EventsRouteOptions>;
  /** The clock game rounds are timed by (tests move it instead of waiting out a round). */
  gameClock?: () => Date;
  /**
   * Web Push: the clock the daily fortune's runs read the Thai day and hour from, and the HTTPS
   * agent that reaches the push services (tests trust their local push service with it).
   */
  push?: { now?: () => Date; agent?: HttpsAgent };
  /** Where log lines go instead of standard output (benchmarks log to a sink). */
  logStream?: { write(line: string): void };
  /**
   * Takes the start of the background work (the job queue and its workers, the sweeps and the
   * daily fortune's schedule) out of `ready`: the caller runs it once the server listens, so a
   * start answers sooner (`server.ts`). Without it, `ready` runs it, as tests expect.
   */
  deferBackgroundWork?: (start: () => Promise<void>) => void;
  /**
   * The embedded database's first start: the build's snapshot, already being copied beside the
   * data directory while the server loaded (`main.ts`). Put in place once this start holds the
   * data directory's lock; should it have failed, the snapshot is copied again as without it.
   */
  snapshotCopy?: SnapshotCopy | null;
  /**
   * How often the sweep that ends overdue readings and resumes stranded ones runs
   * (`READING_SWEEP_EVERY_MS`); tests shorten it.
   */
  readingSweepEveryMs?: number;
}

/**
 * The sweep of readings runs this often in every process with workers (once per interval across
 * instances): a reading still processing past its limit is ended and refunded within a minute.
 */
export const READING_SWEEP_EVERY_MS = 60_000;
/**
 * Readings made at once per process. A reading mostly waits for the model: a slow or trickling
 * call holds one slot until its deadline, never the whole queue (decision 052).
 */
const READING_JOB_SLOTS = 6;

export type App = FastifyInstance;

function loggerOptions(config: AppConfig, stream: BuildOptions['logStream']) {
  const pretty =
    !stream && process.stdout.isTTY && config.env !== 'test' && config.logLevel !== 'silent';
  return {
    level: config.logLevel,
    serializers: logSerializers,
    ...(stream ? { stream } : {}),
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}

/** The composition root: every plugin, service and route of the server, wired once. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // One line per request, written when it is answered (see `logAnswered` below).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Errors raised before a route runs (bad URL, long parameter, broken HTTP) in the envelope too.
    frameworkErrors: answerError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by serializers compiled from the contract's schemas; outside production
  // each is also checked against zod (docs/decisions/038-compiled-answers-and-quiet-probes.md).
  app.setSerializerCompiler(
    responseSerializerCompiler({
      check: !config.isProduction,
      onUncompiled: (route, error) =>
        app.log.warn({ err: error, route }, 'a response schema is answered through zod'),
    }),
  );

  // PGlite is one process's database: a second server on the same DATA_DIR must not open it.
  const dataDirLock =
    !options.database && config.database.kind === 'pglite' && config.database.dataDir
      ? await lockDataDir(config.dataDir)
      : null;
  const database =
    options.database ??
    openDatabase(config.database, {
      snapshotDir: bundledSnapshotDir(),
      copied: await copiedAhead(options.snapshotCopy, (error) =>
        app.log.warn({ err: error }, 'the database snapshot copied ahead failed: copying it again'),
      ),
    });
  if (!options.database) await database.migrate();
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
    dataDirLock?.release();
  });

  // Cross-cutting plugins first, then the API, then the SPA.
  await app.register(errorsPlugin);
  // The request id (the client's X-Request-Id when sane, else a new one) is on every log line of
  // the request and goes back in the answer, so a user's report can be found in the logs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', logAnswered);
  // The live-event bus is made further down; metrics ask it for its stream count at scrape time.
  let liveEventBus: Pick<EventBus, 'listenerCount'> | null = null;
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    db: database.db,
    events: { listenerCount: () => liveEventBus?.listenerCount() ?? 0 },
  });
  await app.register(loadSheddingPlugin, config.loadShedding);
  const webRoot = config.webDistDir;
  const serveWeb = webRoot !== null && existsSync(path.join(webRoot, 'index.html'));
  // Every page of the SPA carries its link preview tags (`appShell`, made below).
  await app.register(notFoundPlugin, {
    spaFallback: serveWeb ? (request, reply) => appShell.send(request, reply) : null,
  });
  await app.register(securityHeadersPlugin, { isProduction: config.isProduction });
  await app.register(compressionPlugin, { under: API_PREFIX });
  await app.register(rateLimitPlugin, {
    perMinute: config.rateLimitPerMinute,
    redisUrl: config.redisUrl,
  });
  await app.register(requestLimitsPlugin);
  await app.register(keyCasingPlugin);
  await app.register(fastifyCookie);
  const secrets = loadSecrets(config);
  const hash = (value: string) => hmac(secrets, value);
  const signer = createTokenSigner(secrets, {
    accessTtlS: config.accessTokenTtlS,
    previousPublicKeyPem: config.jwtPreviousPublicKeyPem,
  });
  // A suspended account's tokens, and a signed-out login's, are refused at once (decisions 024
  // and 053).
  await app.register(authGuardPlugin, { signer, standingOf: createAccessCheck(database.db) });
  await app.register(openapiPlugin, { version: config.version });

  const mailer = config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createDevOutboxMailer(database.db, app.log);
  app.addHook('onClose', () => mailer.close());

  // Private files: palm photos and payment slips, under DATA_DIR/uploads or in an S3 bucket
  // (shared by every instance). The S3 SDK loads only when a bucket is configured.
  const storage = config.s3 ? await createS3Storage(config.s3) : createLocalStorage(config.dataDir);
  app.addHook('onClose', async () => {
    await storage.close?.();
  });
  const redisProbe = config.redisUrl ? createRedisProbe(config.redisUrl, app.log) : null;
  app.addHook('onClose', async () => redisProbe?.close());
  const systemService = createSystemService({
    database,
    repo: createSystemRepo(database.db),
    version: config.version,
    startedAt: Date.now(),
    // Readiness asks Redis and the bucket only when the instance is configured to share them.
    dependencies: {
      ...(redisProbe ? { redis: redisProbe.ping } : {}),
      ...(config.s3 && storage.ping
        ? { storage: () => storage.ping?.() ?? Promise.resolve(true) }
        : {}),
    },
  });

  const usersRepo = createUsersRepo(database.db);
  const authRepo = createAuthRepo(database.db);
  const guests = createGuestsService({
    usersRepo,
    moveReadings: (guestId, userId) => readingsRepo.moveToUser(guestId, userId),
    eraseTraces: (guestId) => privacy.eraseGuestTraces(guestId),
    onErased: async (guestId) => {
      app.log.info({ guest_id: guestId }, 'guest erased');
      await diskErasure.erased();
    },
  });
  const sessions = createSessionService({
    authRepo,
    usersRepo,
    signer,
    successorSeal: createSuccessorSeal(secrets.hmacKey),
    adminEmails: config.adminEmails,
    carryGuestInto: (sessionId, user) => guests.carryInto(sessionId, user),
    // A new account that arrived with an invite code counts as the inviter's friend. Never a
    // reason to fail the sign-in: an unusable code is ignored, anything else only logged.
    onAccountCreated: async ({ user, guestSessionId, referralCode }) => {
      if (!referralCode) return;
      try {
        const outcome = await referral.attributeAtSignUp({
          userId: user.id,
          referralCode,
          guestSessionId,
        });
        if (!outcome.attributed) {
          app.log.info({ reason: outcome.reason }, 'invite code at sign-up not counted');
        }
      } catch (error) {
        app.log.warn({ err: error }, 'invite code at sign-up could not be recorded');
      }
    },
  });
  // The trained hand models, in a worker thread started by the first palm photo.
  const handChecker = createHandChecker();
  app.addHook('onClose', () => handChecker.close());
  const palmPhotos = createPalmPhotoChecker(handChecker);
  const uploads = createUploadsService({
    repo: createUploadsRepo(database.db),
    storage,
    judgePalmPhoto: (bytes, hand) => palmPhotos.check(bytes, hand),
  });
  const users = createUsersService({ usersRepo });
  const otp = createOtpService({
    authRepo,
    usersRepo,
    mailer,
    codeLength: config.otpLength,
    hash,
  });
  const oauth = createOAuthService({
    providers: configuredProviders(config),
    authRepo,
    usersRepo,
    publicUrl: config.publicUrl,
    redirectAllowlist: config.oauthRedirectAllowlist,
  });
  const secureCookies = config.publicUrl.startsWith('https://');

  // Also dates the articles the build's snapshot carries undated (`redateShippedArticles`).
  await seedShipped(database.db);
  // Live events (SSE): in this process, or shared by every instance through Redis.
  const events =
    options.liveEvents?.bus ?? createEventBus({ redisUrl: config.redisUrl, log: app.log });
  liveEventBus = events;
  const balanceEvents = createBalanceEvents({
    events,
    readBalance: (userId) => wallet.getBalance(userId),
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await balanceEvents.settled();
    if (!options.liveEvents?.bus) await events.close();
  });
  const notifications = createNotificationsService({ db: database.db, events });
  const wallet = createWalletService({
    db: database.db,
    onBalanceChanged: balanceEvents.balanceChanged,
    onWelcomeBonus: notifications.welcomeBonusGranted,
    onBatchFailed: (error, spends) =>
      app.log.warn({ err: error, spends }, 'a batch of spends failed; made one by one instead'),
  });
  const referral = createReferralService({
    db: database.db,
    repo: createReferralRepo(database.db),
    wallet,
    notify: notifications.add,
    publicUrl: config.publicUrl,
    hash,
    rewardsPerDay: config.referralRewardsPerDay,
    onCapReached: (inviterId) =>
      app.log.info({ inviter: inviterId }, "a friend's purchase past the inviter's daily cap"),
  });

  const jobs = createJobs<JobQueue>(database.jobsConnection, app.log);
  const paymentsRepo = createPaymentsRepo(database.db);
  const scheduleExpiry = async (paymentId: string, at: Date) => {
    await jobs.enqueue('payments.expire', { payment_id: paymentId }, { startAfter: at });
  };
  const payments = createPaymentsService({
    db: database.db,
    repo: paymentsRepo,
    storage,
    promptPay: config.payments.promptPay,
    scheduleExpiry,
    notify: notifications.add,
    // A purchase credited also completes the buyer's pending referral (the inviter's reward), in
    // the same transaction: both commit or neither.
    creditPurchase: async (tx, input) => {
      const { transferId } = await wallet.grant(
        {
          userId: input.userId,
          amount: input.coins,
          kind: 'purchase',
          idempotencyKey: `payment:${input.paymentId}`,
          reference: { type: 'payment', id: input.paymentId },
          metadata: { amount_satang: input.amountSatang },
        },
        tx,
      );
      await referral.purchaseCredited(tx, input.userId);
      return transferId;
    },
  });
  const stripe = config.payments.stripe ? await createStripeGateway(config.payments.stripe) : null;
  const cards = createCardService({
    repo: paymentsRepo,
    payments,
    stripe,
    sandbox: config.payments.sandbox,
    publicUrl: config.publicUrl,
    scheduleExpiry,
  });
  jobs.define<{ payment_id: string }>('payments.expire', async ({ payment_id: paymentId }) => {
    await payments.expireOne(paymentId);
  });
  jobs.define<Record<string, never>>('payments.expire-sweep', async () => {
    await payments.expireOverdue();
  });
  // Background work starts in this order once the app is ready (or listens, see BuildOptions).
  const backgroundWork: Array<() => Promise<void>> = [];
  backgroundWork.push(async () => {
    await jobs.start({ workers: config.workersEnabled });
    // Whatever expired while no process was running.
    if (config.workersEnabled) await jobs.enqueue('payments.expire-sweep', {});
  });
  const readingsRepo = createReadingsRepo(database.db);
  const chatRepo = createChatRepo(database.db);
  const gameRepo = createGameRepo(database.db);
  const game = createGameService({ repo: gameRepo, now: options.gameClock });
  const feedRepo = createFeedRepo(database.db);
  const feed = createFeedService({
    db: database.db,
    repo: feedRepo,
    birthOf: (userId) => readingsRepo.birthProfile(userId),
    guestIdOf: async (sessionId) =>
      (await usersRepo.findActiveGuestBySession(sessionId))?.id ?? null,
    hash,
    isAdmin: (userId) => users.isAdmin(userId),
  });
  // The daily fortune by Web Push: subscriptions, preferences, and a run at the top of every hour.
  const vapidKeys = loadVapidKeys(config);
  const push = createPushService({
    db: database.db,
    repo: createPushRepo(database.db),
    sender: createWebPushSender({
      vapid: vapidKeys,
      subject: config.push.vapidSubject,
      agent: options.push?.agent,
      log: app.log,
    }),
    vapidPublicKey: vapidKeys.publicKey,
    serviceHosts: config.push.serviceHosts,
    dailyFortune: (userId, day, language) => feed.daily(day, userId, language),
    now: options.push?.now,
    log: app.log,
  });
  // Each run first queues the next one, at the next top of the hour; every instance that does
  // so within the same hour leaves one job (singleton), and a day is claimed per user besides.
  const scheduleNextDailyPush = async () => {
    const next = nextHourAfter(new Date());
    await jobs.enqueue(
      'push.daily-fortune',
      { at: next.toISOString() },
      { startAfter: next, singletonKey: `at:${next.toISOString()}`, singletonSeconds: 3600 },
    );
  };
  jobs.define<{ at?: string }>('push.daily-fortune', async ({ at }) => {
    await scheduleNextDailyPush();
    await push.sendDailyFortunes(at ? new Date(at) : undefined);
  });
  backgroundWork.push(async () => {
    // The hour this process starts in: users of this hour who have not had today's fortune.
    if (config.workersEnabled) await jobs.enqueue('push.daily-fortune', {});
  });
  const support = createSupportService({
    db: database.db,
    repo: createSupportRepo(database.db),
    notify: notifications.add,
  });
  // The admin area: its writes are audited in the transaction of the change they make.
  const adminRepo = createAdminRepo(database.db);
  const adminService = createAdminService({
    db: database.db,
    repo: adminRepo,
    wallet,
    payments,
    support,
    readingsRepo,
    notify: notifications.add,
  });
  // What an erasure removed leaves the database files too: its tables are rewritten by a job.
  const diskErasure = createDiskErasure({
    db: database.db,
    rewriteTables: (tables) => database.rewriteTables(tables),
    queue: (job, delaySeconds) =>
      jobs.enqueue('privacy.rewrite-erased', job, {
        startAfter: delaySeconds,
        retryLimit: 10,
        retryDelay: 30,
        retryBackoff: true,
      }),
    delaySeconds: config.erasureRewriteDelayS,
    log: app.log,
  });
  // One at a time: a second rewrite would only wait for the first one's locks.
  jobs.define<DiskErasureJob>('privacy.rewrite-erased', (job) => diskErasure.run(job), {
    concurrency: 1,
  });
  // PDPA access and erasure reach into every module that keeps something about a person.
  const privacy = createPrivacyService({
    db: database.db,
    usersRepo,
    readingsRepo,
    chatRepo,
    paymentsRepo,
    uploads,
    wallet,
    notifications: {
      list: (userId) => listNotificationsOf(database.db, userId),
      erase: deleteNotificationsOf,
    },
    gameRepo,
    feed,
    support,
    referral,
    push,
    storage,
    revokeSessions: (userId) => sessions.revokeAllFor(userId),
    // The erasure log: ids only (they name nobody), for replaying erasures after a restore.
    afterErasure: async ({ userId, guestIds }) => {
      app.log.info({ user_id: userId, guest_ids: guestIds }, 'account erased');
      await diskErasure.erased();
    },
  });
  const palmReader = createOraclePalmReader({
    loadPhoto: (userId, uploadId) => uploads.loadOwnImage(userId, uploadId),
    analyze: (bytes, hand) => palmPhotos.readingInput(bytes, hand),
  });
  const oracleWriter = createOracleWriter(palmReader);
  // With a language model configured it writes readings and chat replies; else the oracle does.
  const llm = config.llm ? createLlmClient(config.llm, { log: app.log }) : null;
  const writer = llm
    ? createLlmWriter({
        llm,
        oracle: oracleWriter,
        loadPhoto: (userId, uploadId) => uploads.loadOwnImage(userId, uploadId),
        measurePalm: (bytes, hand) => palmPhotos.readingInput(bytes, hand),
        log: app.log,
      })
    : oracleWriter;
  const readings = createReadingsService({
    db: database.db,
    repo: readingsRepo,
    wallet,
    writer,
    enqueueGenerate: async (sessionId, options) => {
      await jobs.enqueue('readings.generate', { session_id: sessionId }, options);
    },
    drawSeed: (sessionId) => hash(`love-sticks:${sessionId}`),
    // A reading ends within its model's deadline; the sweep ends it should it not.
    ...readingLimits(config.llm?.deadlineMs ?? 0),
    onSettled: notifications.readingSettled,
    notify: (userId, event) => events.publish(userId, event),
    log: app.log,
  });
  const chats = createChatService({
    db: database.db,
    repo: readingsRepo,
    chats: chatRepo,
    readings,
    wallet,
    photos: {
      resolveOwn: async (userId, idOrPath) => ({
        uploadId: (await uploads.loadOwnImage(userId, idOrPath)).uploadId,
      }),
      storeInline: async (userId, bytes) => ({
        uploadId: (await uploads.storeImage(userId, bytes, 'palm')).upload_id,
      }),
    },
    replier: llm
      ? createLlmReplier(llm, createOracleReplier({ paceMs: 0 }))
      : createOracleReplier({ paceMs: config.oracleReplyPaceMs }),
    notify: (userId, event) => events.publish(userId, event),
    listening: (userId) => events.mayHaveListeners(userId),
    palmSeconds: () => writer.estimatedSeconds('palm'),
    seedOf: (sessionId) => hash(`chat:${sessionId}`),
    log: app.log,
  });
  // Link previews: tags in the app's page and card pictures; readings only as shared (redacted).
  const shareCards = createShareCardsService({
    publicUrl: config.publicUrl,
    apiPrefix: API_PREFIX,
    sharedReading: (token) => readings.shared(token),
    articlePreview: (id) => feed.preview(id),
    fontsDir: cardFontsDir(config.dataDir),
    webDistDir: config.webDistDir,
    log: app.log,
  });
  const appShell = createAppShell({
    root: webRoot ?? '',
    headFor: (url) => shareCards.headTags(url),
    insert: withHeadTags,
    log: app.log,
  });
  jobs.define<{ session_id: string }>(
    'readings.generate',
    async ({ session_id: sessionId }) => {
      await readings.generate(sessionId);
    },
    { concurrency: READING_JOB_SLOTS },
  );
  const replyAgeMs = strandedReplyAge(config.llm?.deadlineMs ?? 0);
  // One sweep at a time: a second would only race the first for the same readings.
  jobs.define<Record<string, never>>(
    'readings.resume-sweep',
    async () => {
      await readings.endOverdue();
      await readings.resumeStranded();
      await chats.resumeStrandedReplies(replyAgeMs);
    },
    { concurrency: 1 },
  );
  const sweepEveryMs = options.readingSweepEveryMs ?? READING_SWEEP_EVERY_MS;
  let sweepTimer: NodeJS.Timeout | undefined;
  backgroundWork.push(async () => {
    // Readings a stopped process left unfinished (after jobs.start above): made once, charged once.
    if (!config.workersEnabled) return;
    await jobs.enqueue('readings.resume-sweep', {});
    // Then every minute: readings past their limit are ended and refunded, and replies pending
    // when the last process stopped are written once they are old enough to count as stranded.
    // Instances sweeping at once leave one job per interval.
    sweepTimer ??= setInterval(() => {
      jobs
        .enqueue(
          'readings.resume-sweep',
          {},
          { singletonKey: 'every', singletonSeconds: Math.max(1, Math.round(sweepEveryMs / 1000)) },
        )
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'the sweep of readings could not be queued'),
        );
    }, sweepEveryMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(sweepTimer));
  const startBackgroundWork = async () => {
    for (const start of backgroundWork) await start();
  };
  if (options.deferBackgroundWork) options.deferBackgroundWork(startBackgroundWork);
  else app.addHook('onReady', startBackgroundWork);
  app.addHook('onClose', () => jobs.stop());

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { service: systemService });
      await api.register(authRoutes, {
        otp,
        sessions,
        users,
        hash,
        listOutbox:
          mailer.kind === 'dev-outbox' && !config.isProduction
            ? () => listDevOutbox(database.db)
            : null,
      });
      await api.register(oauthRoutes, { oauth, sessions });
      await api.register(guestRoutes, { guests, hash, secureCookies });
      await api.register(userRoutes, {
        users,
        privacy,
        hash,
        guestIdOf: async (sessionId) =>
          (await usersRepo.findActiveGuestBySession(sessionId))?.id ?? null,
      });
      await api.register(walletRoutes, { wallet, welcomeBonusCoins: config.welcomeBonusCoins });
      await api.register(paymentRoutes, { payments, costOf: (type) => wallet.costOf(type) });
      await api.register(stripeRoutes, {
        cards,
        stripe,
        emailOf: async (userId) => (await usersRepo.findById(userId))?.email ?? null,
      });
      if (config.payments.sandbox) {
        await api.register(sandboxRoutes, { payments, repo: paymentsRepo });
      }
      await api.register(readingRoutes, { readings, guests });
      await api.register(notificationRoutes, { notifications });
      await api.register(referralRoutes, { referral });
      await api.register(feedRoutes, { feed });
      await api.register(pushRoutes, { push });
      await api.register(shareCardRoutes, { shareCards });
      await api.register(gameRoutes, {
        game,
        guests,
        guestIdOf: async (sessionId) =>
          (await usersRepo.findActiveGuestBySession(sessionId))?.id ?? null,
      });
      await api.register(supportRoutes, {
        support,
        accountEmailOf: async (userId) => {
          const user = await usersRepo.findById(userId);
          return user?.isActive ? user.email : undefined;
        },
        guestIdOf: async (sessionId) =>
          (await usersRepo.findActiveGuestBySession(sessionId))?.id ?? null,
        retiredGuestsOf: async (userId) =>
          (await usersRepo.guestsRetiredInto(userId)).map((guest) => guest.id),
      });
      await api.register(eventsRoute, {
        // A stream outlives no access token: it ends, and the client reconnects with a fresh one.
        maxLifetimeMs: config.accessTokenTtlS * 1000,
        ...options.liveEvents,
        bus: events,
      });
      await api.register(chatRoutes, { chats });
      await api.register(uploadRoutes, { uploads });
      // Everything under this scope is for admins only: one guard for all of it.
      await api.register(async (admin) => {
        guardAdminRoutes(admin, (id) => users.isAdmin(id));
        await admin.register(adminUserRoutes, { usersRepo });
        await admin.register(adminWalletRoutes, {
          wallet,
          adjust: (input) => adminService.adjustCoins(input),
        });
        await admin.register(adminPaymentRoutes, {
          repo: paymentsRepo,
          readSlipImage: (key) => storage.get(key),
          review: {
            approve: (id, adminId) => adminService.approvePayment(id, adminId),
            reject: (id, adminId, reason) => adminService.rejectPayment(id, adminId, reason),
          },
        });
        await admin.register(adminAuditRoutes, { auditRepo: createAuditRepo(database.db) });
        await admin.register(adminOverviewRoutes, { admin: adminService });
        await admin.register(adminSessionRoutes, {
          admin: adminService,
          repo: adminRepo,
          usersRepo,
          paymentsRepo,
        });
        await admin.register(adminSupportRoutes, { admin: adminService, repo: adminRepo });
        await admin.register(adminSuspensionRoutes, {
          suspensions: createSuspensionService({ db: database.db }),
        });
        await admin.register(adminCatalogueRoutes, {
          catalogue: createCatalogueService({ db: database.db }),
        });
        await admin.register(adminArticleRoutes, {
          articles: createAdminArticlesService({ db: database.db }),
        });
      });
    },
    { prefix: API_PREFIX },
  );

  if (serveWeb && webRoot) await app.register(webStaticPlugin, { root: webRoot, appShell });

  return app;
}
