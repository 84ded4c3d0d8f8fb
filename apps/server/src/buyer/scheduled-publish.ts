import { sql } from 'kysely';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/connect.ts';
import { type OutboxLog, OutboxWorker } from '../db/outbox-loop.ts';
import { writeVersion } from '../db/versioned-change.ts';
import { AppError } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import { announceInvitations, type MailDeps, mailScheduleRefused } from '../notifications/index.ts';
import { publishRfq } from './rfq-invite-service.ts';
import { claimDueSchedule, type DueSchedule, nextScheduleDueInMs } from './schedule-repository.ts';

// The scheduled-publish worker (issue 33, item 2): every app server runs one, on the loop of the outboxes
// (db/outbox-loop.ts): it wakes on NOTIFY 'rfq_schedule' (a schedule set or moved, migration 0017), at the
// time of the next scheduled draft, and at least every PUBLISH_SCHEDULE_POLL_SECONDS. Each due draft is
// claimed in the database (schedule-repository.ts, FOR NO KEY UPDATE SKIP LOCKED) by the transaction that
// publishes it, so however many servers run on one database it is published exactly once: through
// publishRfq, the manual publish's own service (invitations, their mails through the outbox), on behalf of
// the buyer who scheduled it (history: rfq.publish.scheduled). When publish's rules refuse it then, the
// refusal is rolled back to a savepoint, the schedule is cleared (rfq.schedule.refused with the code) and
// that buyer is mailed why, in the same transaction.

type WorkerDeps = { db: Db; config: MailDeps['config']; log: OutboxLog };

/** What one run did. */
export interface ScheduleCount {
  published: number;
  refused: number;
}

/** The buyer who scheduled the draft, as the services see a caller, on the draft's site. */
function onBehalfOf(due: DueSchedule): SessionUser {
  return {
    sessionId: 0,
    userId: due.buyer_id,
    hrid: due.buyer_hrid,
    loginid: due.buyer_loginid,
    username: due.buyer_name,
    supplierId: null,
    siteid: due.siteid,
    emailVerified: true,
    mustChangePassword: false,
    roles: due.buyer_roles,
  };
}

/** Clears the refused schedule, audited as the buyer's with publish's code, and mails that buyer. */
async function refuse(trx: Db, deps: WorkerDeps, due: DueSchedule, error: AppError): Promise<void> {
  await writeVersion(
    trx,
    'rfq',
    due,
    { publish_at: null, publish_by: null },
    {
      userId: due.buyer_id,
      action: 'rfq.schedule.refused',
      detail: { publishat: due.publish_at.toISOString(), code: error.code },
    },
  );
  await mailScheduleRefused(
    { db: trx, config: deps.config },
    {
      rfqId: due.id,
      rfqnum: due.rfqnum,
      description: due.description,
      publishAt: due.publish_at,
      buyerId: due.buyer_id,
      code: error.code,
    },
  );
  deps.log.warn(
    { rfqnum: due.rfqnum, publishAt: due.publish_at.toISOString(), code: error.code },
    'scheduled publication refused; the buyer is mailed',
  );
}

/** Claims one due draft and publishes or refuses it, in one transaction; undefined when none was due. */
async function publishOne(deps: WorkerDeps): Promise<keyof ScheduleCount | undefined> {
  return deps.db.transaction().execute(async (trx) => {
    const due = await claimDueSchedule(trx);
    if (!due) return undefined;
    await sql`savepoint scheduled_publish`.execute(trx);
    try {
      await publishRfq(
        trx,
        onBehalfOf(due),
        due.rfqnum,
        (inner, udztbIds) => announceInvitations({ db: inner, config: deps.config }, new Date(), udztbIds),
        { scheduledAt: due.publish_at },
      );
      return 'published';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Publish refuses before it writes; the savepoint makes sure nothing of it stays all the same.
      await sql`rollback to savepoint scheduled_publish`.execute(trx);
      await refuse(trx, deps, due, error);
      return 'refused';
    }
  });
}

/** Publishes (or refuses) the due drafts one after the other until none is left or `stop` says so. */
export async function publishDueRfqs(
  deps: WorkerDeps,
  stop: () => boolean = () => false,
): Promise<ScheduleCount> {
  const count: ScheduleCount = { published: 0, refused: 0 };
  while (!stop()) {
    const outcome = await publishOne(deps);
    if (!outcome) break;
    count[outcome] += 1;
  }
  return count;
}

/** The scheduled-publish worker of one app server: see the top of this file. */
export class ScheduledPublishWorker extends OutboxWorker {
  constructor(deps: WorkerDeps & { config: Pick<Config, 'publishSchedulePollMs'> }) {
    super(
      {
        channel: 'rfq_schedule',
        deliverDue: (stop) => publishDueRfqs(deps, stop),
        nextDueInMs: () => nextScheduleDueInMs(deps.db),
        // A claim is a row lock, released by the database when its server dies: nothing to make due.
        makeSendingDue: async () => {},
      },
      deps.log,
      deps.config.publishSchedulePollMs,
    );
  }
}
