import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { accountSettingsRoutes } from './account-settings/index.ts';
import type { AppContext } from './app-context.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { loadServerKeys } from './auth/server-keys.ts';
import { startSessionCache } from './auth/session-cache.ts';
import { resolveSession } from './auth/session-service.ts';
import { countHandoffsByState, HandoffWorker, handoffOptions } from './award-record/index.ts';
import { auditExportRoutes } from './buyer/audit-export-routes.ts';
import { noticeDemoActivity } from './buyer/demo-activity.ts';
import { proposeDemoAward } from './buyer/demo-award.ts';
import { registerDemoCompany } from './buyer/demo-registration.ts';
import { scheduleDemoDraft } from './buyer/demo-schedule.ts';
import { scoreDemo } from './buyer/demo-scoring.ts';
import { saveDemoTemplate } from './buyer/demo-template.ts';
import { buyerRoutes, rfqDocumentOwner, ScheduledPublishWorker } from './buyer/index.ts';
import { outcomeRoutes } from './buyer/outcome-routes.ts';
import { registrationRoutes } from './buyer/registration-routes.ts';
import { scheduleRoutes } from './buyer/schedule-routes.ts';
import { scoringRoutes } from './buyer/scoring-routes.ts';
import { templateRoutes } from './buyer/template-routes.ts';
import { unsealRoutes } from './buyer/unseal-routes.ts';
import type { Config } from './config/config.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import { type Db, type DbHandle, openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { useSecretKey } from './db/server-secrets.ts';
import { documentRoutes } from './documents/document-routes.ts';
import { DocumentOwners } from './documents/index.ts';
import { startOrphanSweeper } from './documents/orphan-sweeper.ts';
import { homeListRequests } from './home/home-requests.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { useSessionLookup } from './http/authenticate.ts';
import { BackgroundTasks } from './http/background-tasks.ts';
import { closeConnectionsWithUnreadBodies } from './http/close-unread-body.ts';
import { checkRepliesAgainstContract } from './http/contract-route.ts';
import { registerErrorHandling, sendFrameworkError } from './http/error-handler.ts';
import { healthRoutes } from './http/health-routes.ts';
import { refuseNulCharacters } from './http/input-guards.ts';
import { NamedRequestRegistry } from './http/named-requests.ts';
import { type RequestCatalog, recordRoutes, requestCatalog } from './http/request-catalog.ts';
import { serializeRequest } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { utilRoutes } from './http/util-routes.ts';
import { WorkflowRegistry } from './http/workflow-registry.ts';
import { workflowRoutes } from './http/workflow-routes.ts';
import { seedDemoIfEmpty } from './import/seed-demo.ts';
import { countMailsByState, MAIL_STATES, oldestWaitingSeconds } from './mail/mail-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { deliveryOptions, MailOutboxWorker } from './mail/outbox-worker.ts';
import { messageRequests } from './messages/message-requests.ts';
import { AppMetrics, addGaugeSource, OUTBOX_METRICS, registerMetrics, useMetrics } from './metrics/index.ts';
import { announceInvitations, startReminderSweeper } from './notifications/index.ts';
import { profileDocumentOwners } from './profile/profile-document-owners.ts';
import { profileRoutes } from './profile/profile-routes.ts';
import { questionRoutes } from './questions/question-routes.ts';
import { siteInspectionListRequests } from './site-inspections/site-inspection-requests.ts';
import { createSmsSender } from './sms/sms-sender.ts';
import { staffListRequests, staffUpdateRequests, staffWorkflows } from './staff/staff-requests.ts';
import { openStorage } from './storage/open-storage.ts';
import { downloadAllRoutes } from './tender-documents/download-all-routes.ts';
import { tenderDocumentOwner } from './tender-documents/tender-document-owner.ts';
import {
  tenderDocumentListRequests,
  tenderDocumentUpdateRequests,
} from './tender-documents/tender-document-requests.ts';
import { tenderListRequests, tenderUpdateRequests } from './tenders/tender-requests.ts';
import { tenderWorkflows } from './tenders/workflow-requests.ts';
import { workOrderDocumentOwner } from './work-orders/work-order-document-owner.ts';
import { workOrderRoutes } from './work-orders/work-order-routes.ts';
import { workOrderWorkflows } from './work-orders/work-order-workflow-requests.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** This server's delivery worker of the mail outbox (mail/outbox-worker.ts). */
  mailOutbox: MailOutboxWorker;
  /** This server's delivery worker of the ERP hand-off (award-record/handoff-worker.ts). */
  handoffs: HandoffWorker;
  /** This server's worker of scheduled publications (buyer/scheduled-publish.ts, issue 33). */
  schedules: ScheduledPublishWorker;
  /** Every call with its schemas (the attack suite fuzzes from it). */
  catalog: RequestCatalog;
  close(): Promise<void>;
}

// Never log what could open an account: credentials travel in bodies (not logged) and this header.
const REDACT = ['req.headers.authorization', 'req.headers.cookie'];

export async function buildApp(config: Config, opts: { logger?: false | object } = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, redact: REDACT, serializers: { req: serializeRequest }, ...opts.logger },
    genReqId: () => randomUUID(),
    bodyLimit: 4 * 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies: otherwise any client could pick its own address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // No silent conversion: `true` is not 1 and '0x10' is not 16. Digit strings are accepted only where a
    // schema says so (a union of integer and a digit pattern), as the spec's clients send them.
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorateRequest('user', null);
  const routes = recordRoutes(app);

  let handle: DbHandle | undefined;
  let sessionCache: Awaited<ReturnType<typeof startSessionCache>> | undefined;
  let mailOutbox: MailOutboxWorker | undefined;
  let handoffs: HandoffWorker | undefined;
  let schedules: ScheduledPublishWorker | undefined;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrateToLatest(handle.db as never);
    // Before the first request: the cache serves nothing until its LISTEN is up (auth/session-cache.ts).
    sessionCache = config.sessionCache ? await startSessionCache(handle, app.log) : undefined;
    const log: FastifyBaseLogger = app.log;
    const ctx: AppContext = {
      db: handle.db,
      config,
      storage: openStorage(config.storage),
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
        log,
        // Connecting and the greeting together stay within the half of the lease a send may take.
        timeoutMs: config.mailLeaseMs / 4,
      }),
      sms: createSmsSender(config.sms, log),
      log,
      tasks: new BackgroundTasks(log),
      documentOwners: new DocumentOwners(),
    };
    ctx.documentOwners.add(
      ...profileDocumentOwners(),
      tenderDocumentOwner,
      workOrderDocumentOwner,
      rfqDocumentOwner,
    );
    useSecretKey(ctx.db, config.secretKey);
    useSessionLookup(ctx.db, (token) => resolveSession(ctx.db, token));
    // Every mail goes through the outbox, sent by each server's worker (docs/architecture.md, Mail).
    const outbox = new MailOutboxWorker(ctx, deliveryOptions(config));
    mailOutbox = outbox;
    await outbox.start({ listen: handle.listen, sole: handle.kind === 'pglite' });
    ctx.tasks.alsoAwait(() => outbox.drain());
    // A final award's hand-off to the ERP (AWARD_WEBHOOK_URL), delivered the same way (issue 29).
    const handoffWorker = new HandoffWorker(ctx, handoffOptions(config));
    handoffs = handoffWorker;
    await handoffWorker.start({ listen: handle.listen, sole: handle.kind === 'pglite' });
    ctx.tasks.alsoAwait(() => handoffWorker.drain());
    // Drafts scheduled to publish themselves (issue 33), each claimed by one server.
    const scheduleWorker = new ScheduledPublishWorker(ctx);
    schedules = scheduleWorker;
    await scheduleWorker.start({ listen: handle.listen });
    // The demo's invitations are mailed to the .eml folder only, never through a real relay (SMTP_URL);
    // queued with the demo, and delivered before the first request, so a code mailed then is the newest
    // mail in the folder.
    const announceDemo = config.smtpUrl ? undefined : (trx: Db) => announceInvitations({ db: trx, config });
    if (await seedDemoIfEmpty(ctx.db, ctx.storage, config, log, announceDemo)) {
      // A tender waiting for approval, proposed through the award service itself (issue 29). Like the
      // demo's invitations, only where its mail stays in the outbox folder, never through a real relay.
      if (!config.smtpUrl) await proposeDemoAward(ctx, log);
      // What the demo's suppliers did on open tenders, told to its buyer (issue 35), likewise.
      if (!config.smtpUrl) await noticeDemoActivity(ctx, log);
      // A template of the demo site to start a new tender from (issue 33); it mails nothing.
      await saveDemoTemplate(ctx, log);
      // A draft that publishes itself a week ahead (issue 33): its invitations are mailed then, so only
      // where mail stays in the outbox folder.
      if (!config.smtpUrl) await scheduleDemoDraft(ctx, log);
      // Criteria on two demo tenders and the scores of the closed one (issue 33); it mails nothing.
      await scoreDemo(ctx, log);
      // A company invited to register that waits for approval (issue 33, item 4); it mails nothing.
      await registerDemoCompany(ctx, log);
      await outbox.drain();
    }
    const keys = await loadServerKeys(ctx.db);

    const lists = new NamedRequestRegistry('list');
    const updates = new NamedRequestRegistry('update');
    for (const def of [...messageRequests(ctx), ...tenderListRequests(ctx), ...homeListRequests(ctx)])
      lists.add(def);
    for (const def of [...tenderDocumentListRequests(ctx), ...siteInspectionListRequests(ctx)])
      lists.add(def);
    for (const def of staffListRequests(ctx)) lists.add(def);
    for (const def of tenderDocumentUpdateRequests(ctx)) updates.add(def);
    for (const def of [...tenderUpdateRequests(ctx), ...staffUpdateRequests(ctx)]) updates.add(def);
    const workflows = new WorkflowRegistry();
    for (const handler of [...tenderWorkflows(ctx), ...staffWorkflows(ctx), ...workOrderWorkflows(ctx)])
      workflows.add(handler);

    registerErrorHandling(app);
    if (config.replyCheck) checkRepliesAgainstContract(app);
    // A refused upload's rest is read (up to twice the upload limit) so that its reply reaches the browser.
    closeConnectionsWithUnreadBodies(app, 2 * config.uploadMaxBytes + 1024 * 1024);
    refuseNulCharacters(app);
    // Before any route: scripts, styles and large JSON (a 2,000-line tender) go out gzip/brotli-compressed.
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
    await registerSecurityHeaders(app, config.publicUrl);
    app.addHook('onSend', async (request, reply) => {
      // The API reference's static files (Swagger UI) may be cached; every API reply may not.
      if (request.url.startsWith('/samex/') && !request.url.startsWith('/samex/rest/docs/static/')) {
        reply.header('Cache-Control', 'no-store');
        reply.header('X-Content-Type-Options', 'nosniff');
      }
    });
    // Before the routes, and before the API reference so that it leaves the metrics out (docs/api.md).
    if (config.metricsToken) {
      const metrics = new AppMetrics();
      useMetrics(ctx.db, metrics);
      registerMetrics(app, metrics, {
        token: config.metricsToken,
        db: ctx.db,
        poolStats: handle.poolStats,
        sessionCache: sessionCache?.cache,
      });
      addOutboxGauges(ctx.db);
    }
    // Before the routes: the OpenAPI document is made from the routes as they are registered.
    await registerApiDocs(app, config);
    await app.register(
      async (api) => {
        await api.register(authRoutes(ctx, keys));
        await api.register(utilRoutes(ctx.db, [lists, updates], { replyCheck: config.replyCheck }));
        await api.register(workflowRoutes(ctx.db, workflows));
        await api.register(workOrderRoutes(ctx));
        await api.register(documentRoutes(ctx));
        await api.register(profileRoutes(ctx));
        await api.register(accountSettingsRoutes(ctx, keys));
        await api.register(downloadAllRoutes(ctx));
        await api.register(questionRoutes(ctx));
        await api.register(buyerRoutes(ctx));
        await api.register(outcomeRoutes(ctx));
        await api.register(unsealRoutes(ctx));
        await api.register(templateRoutes(ctx));
        await api.register(scheduleRoutes(ctx));
        await api.register(scoringRoutes(ctx));
        await api.register(auditExportRoutes(ctx));
        await api.register(registrationRoutes(ctx, keys));
        await api.register(healthRoutes(ctx.db));
      },
      { prefix: '/samex/rest' },
    );
    await registerSpa(app, config.webDist);
    await app.ready();
    const db = handle;
    // Files a killed upload, import or delete left without a document row (docs/deployment.md).
    const sweeper = startOrphanSweeper(ctx.db, ctx.storage, log, {
      intervalMs: config.fileSweepIntervalMs,
      minAgeMs: config.fileSweepMinAgeMs,
    });
    // Reminders before closing (REMINDER_HOURS) and before a certificate or licence expires
    // (CERT_REMINDER_DAYS), and the buyers' daily digests (NOTICE_DIGEST_TIME), each claimed in the
    // database so several servers send it once.
    const reminders = startReminderSweeper(ctx, {
      hours: config.reminderHours,
      certDays: config.certReminderDays,
      digestTime: config.noticeDigestTime,
    });
    return {
      app,
      ctx,
      mailOutbox: outbox,
      handoffs: handoffWorker,
      schedules: scheduleWorker,
      catalog: requestCatalog(routes, lists, updates),
      async close() {
        await app.close();
        await sweeper.stop();
        await reminders.stop();
        // What is still queued stays for the next start or another server; a mail being sent is finished.
        await outbox.stop();
        await handoffWorker.stop();
        await scheduleWorker.stop();
        // A code mailed after its reply still needs the database.
        await ctx.tasks.idle();
        await sessionCache?.stop();
        await db.close();
      },
    };
  } catch (error) {
    await app.close().catch(() => {});
    await mailOutbox?.stop().catch(() => {});
    await handoffs?.stop().catch(() => {});
    await schedules?.stop().catch(() => {});
    await sessionCache?.stop().catch(() => {});
    await handle?.close().catch(() => {});
    throw error;
  }
}

/**
 * The mail outbox in view (issue 34, item 4): its mails by state and the age of the oldest not sent, read
 * from the database at each scrape, so every server reports the whole outbox (take the max across
 * instances, as docs/prometheus-alerts.yml does). The counts are one grouped scan of mail_outbox.
 */
function addOutboxGauges(db: Db): void {
  addGaugeSource(db, {
    name: OUTBOX_METRICS.mails,
    help: 'Mails in the outbox by state (queued, sending, sent, failed, dropped), all servers',
    labelNames: ['state'],
    async read(set) {
      const counts = await countMailsByState(db);
      for (const state of MAIL_STATES) set(counts[state], { state });
    },
  });
  addGaugeSource(db, {
    name: OUTBOX_METRICS.oldestDueAge,
    help: 'Seconds the oldest mail not sent yet (queued, retrying or being sent) has waited since it was queued; 0 when none',
    read: async (set) => set(await oldestWaitingSeconds(db)),
  });
  addGaugeSource(db, {
    name: OUTBOX_METRICS.handoffs,
    help: "Final awards' hand-offs to the ERP (AWARD_WEBHOOK_URL) by state (queued, sending, sent, failed, dropped), all servers",
    labelNames: ['state'],
    async read(set) {
      const counts = await countHandoffsByState(db);
      for (const state of MAIL_STATES) set(counts[state], { state });
    },
  });
}
