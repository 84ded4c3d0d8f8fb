import { parseArgs } from 'node:util';
import {
  AdminError,
  createUser,
  resetPassword,
  roleOf,
  setRole,
  setSiteThreshold,
  unlockUser,
} from '../auth/admin-service.ts';
import { BACKUP_USAGE, BackupError, isBackupCommand, runBackupCommand } from '../backup/index.ts';
import { loadConfigOrExit } from '../config/config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { answerQuestion } from '../questions/answer-question.ts';
import { commandLineMail, deliverQueuedMail, describeDelivery } from './cli-mail.ts';
import { MAIL_QUEUE_USAGE, mailQueueCommand } from './mail-queue.ts';

const USAGE = `npm run admin -- <command> [options]

  create-user --loginid ID --name NAME --email MAIL [--password PW] [--supplier CODE] [--siteid SITE]
              [--role buyer|approver]
      a new account (no --supplier: staff); it must verify its e-mail and change the password at first login.
      Without --password one is generated and printed once. --role buyer (staff only): the buyer console
      for the tenders of SITE; --role approver: unseals quotations and approves the awards of SITE.
      --username and --site are the same as --name and --siteid.
  grant-role --loginid ID --role buyer|approver / revoke-role --loginid ID --role buyer|approver
      gives a staff user the role, or takes it away; live sessions follow at their next request
  set-site-threshold --site SITE --amount N / set-site-threshold --site SITE --clear
      the site's own AWARD_APPROVAL_THRESHOLD (an award at or above it waits for an approver), or the
      setting's again
  reset-password --loginid ID --password PW
      a temporary password, to be changed at the next login; unlocks the account and ends its sessions
  unlock --loginid ID
      lifts the lock set after 5 wrong passwords
  answer-question --id N --answer TEXT [--public]
      the buyer's answer to a tender question; --public shows it (without the asker) to every invitee
${BACKUP_USAGE}
${MAIL_QUEUE_USAGE}

Uses DATA_DIR / DATABASE_URL like the server. With the embedded database, stop the server first.`;

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  // Before the database is opened (and migrated): a backup reads it as it is, a restore needs it empty.
  if (isBackupCommand(command)) return runBackupCommand(command, rest, loadConfigOrExit());
  if (command === 'mail-queue') return mailQueueCommand(rest);
  const { values } = parseArgs({
    args: rest,
    options: {
      loginid: { type: 'string' },
      name: { type: 'string' },
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      supplier: { type: 'string' },
      siteid: { type: 'string' },
      site: { type: 'string' },
      role: { type: 'string', multiple: true },
      id: { type: 'string' },
      answer: { type: 'string' },
      public: { type: 'boolean' },
      amount: { type: 'string' },
      clear: { type: 'boolean' },
    },
  });
  const need = (key: keyof typeof values): string => {
    const v = values[key];
    if (typeof v !== 'string' || !v) throw new AdminError(`--${key} is required`);
    return v;
  };
  // --username and --site read as --name and --siteid.
  if (values.name === undefined && values.username !== undefined) values.name = values.username;
  if (values.siteid === undefined && values.site !== undefined) values.siteid = values.site;
  const roles = (values.role ?? []).map(roleOf);
  const oneRole = () => {
    if (roles.length !== 1) throw new AdminError('--role is required, once');
    return roles[0] as (typeof roles)[number];
  };
  const config = loadConfigOrExit();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db as never);
    switch (command) {
      case 'create-user': {
        const { generatedPassword } = await createUser(handle.db, {
          loginid: need('loginid'),
          username: need('name'),
          email: need('email'),
          password: values.password,
          supplier: values.supplier,
          siteid: values.siteid,
          roles,
        });
        // Shown this once: only its hash is stored. It must be changed at the first login.
        if (generatedPassword)
          console.info(`password (shown once, to be changed at first login): ${generatedPassword}`);
        break;
      }
      case 'grant-role':
      case 'revoke-role':
        await setRole(handle.db, need('loginid'), oneRole(), command === 'grant-role');
        break;
      case 'set-site-threshold': {
        if ((values.amount === undefined) === (values.clear !== true)) {
          throw new AdminError('give --amount N or --clear');
        }
        await setSiteThreshold(handle.db, need('siteid'), values.clear === true ? null : need('amount'));
        break;
      }
      case 'reset-password':
        await resetPassword(handle.db, need('loginid'), need('password'));
        break;
      case 'unlock':
        await unlockUser(handle.db, need('loginid'));
        break;
      case 'answer-question': {
        // The answer is mailed to the asker, or with --public to every invitee (docs/architecture.md, Mail).
        const mail = commandLineMail(config);
        const queued = await answerQuestion(
          handle.db,
          { id: Number(need('id')), answer: need('answer'), isPublic: values.public === true },
          mail,
        );
        console.info(
          `answer mails queued: ${queued}; ${describeDelivery(await deliverQueuedMail(handle.db, mail))}`,
        );
        break;
      }
      default:
        console.error(USAGE);
        return 2;
    }
    console.info(`${command}: done`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof AdminError || error instanceof BackupError;
    console.error(known ? `error: ${error.message}` : error);
    process.exit(1);
  },
);
