import { createHash, randomBytes } from 'node:crypto';
import type {
  BuyerInviteNewBody,
  BuyerRegistration,
  BuyerRegistrationListBody,
  RegisterInvitation,
  RegisterSubmitBody,
  RegistrationDuplicate,
  RegistrationProfile,
} from '@tender/api-contract';
import {
  checkNewPassword,
  emailDomain,
  isValidHomepageUrl,
  normalizeBrNumber,
  sameCompanyName,
  TERMS_VERSION,
} from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import type { ServerKeys } from '../auth/index.ts';
import { hashPassword } from '../auth/index.ts';
import { writeAudit } from '../db/audit-log.ts';
import type { Db } from '../db/connect.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError, ErrorCode } from '../errors/app-error.ts';
import type { SessionUser } from '../http/session-user.ts';
import type { Language } from '../i18n/language.ts';
import { enqueueMails, sendAtOnce } from '../mail/outbox.ts';
import { addInvitees, alreadyInvited } from './invitation-repository.ts';
import {
  registrationApprovedMail,
  registrationLinkMail,
  registrationRejectedMail,
  registrationSubmittedMail,
} from './registration-mail.ts';
import {
  brNumberTaken,
  freeSupplierCode,
  insertRegistration,
  listRegistrations,
  loginidTaken,
  openRegistrationOf,
  type RegistrationRow,
  registrationByTokenHash,
  registrationOfSite,
  suppliersAtDomain,
  updateRegistration,
} from './registration-repository.ts';
import { type AnnounceInvitations, makeInvitation } from './rfq-invite-service.ts';
import { asImportLines, readRfqLines } from './rfq-lines.ts';
import { assertRfqAction, findBuyerRfq, findBuyerRfqById, writeRfqAudit } from './rfq-scope.ts';

// Issue 33, item 4: a buyer invites a company that is not registered (docs/api.md, Supplier registration;
// docs/security.md, Registration links). The link's token is 32 random bytes, kept only as its SHA-256
// hash, sent at once and never stored or logged in clear; one use, REGISTRATION_LINK_DAYS days. Nothing
// of the company exists outside its registration row until it is approved: no account to sign in to, no
// supplier to invite or to be shown anything.

/** How long a registration link can be used. */
export const REGISTRATION_LINK_DAYS = 14;

/** The code of the supplier a registration makes: N and the registration's number on 5 digits. */
export function supplierCodeOf(registrationId: number): string {
  return `N${String(registrationId).padStart(5, '0')}`;
}

/** What is kept of a link's token: its SHA-256 (the token is 32 random bytes: no pepper needed). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The known suppliers that the invited company may be (an e-mail's account or contact; domain and name). */
async function findDuplicates(db: Db, companyname: string, email: string): Promise<RegistrationDuplicate[]> {
  const address = email.trim().toLowerCase();
  const known = await suppliersAtDomain(db, emailDomain(address));
  const found = new Map<string, RegistrationDuplicate>();
  for (const s of known) {
    if (s.email === address)
      found.set(s.code, { suppliercode: s.code, suppliername: s.name, match: 'email' });
  }
  for (const s of known) {
    if (!found.has(s.code) && sameCompanyName(s.name, companyname)) {
      found.set(s.code, { suppliercode: s.code, suppliername: s.name, match: 'name' });
    }
  }
  return [...found.values()];
}

/** A new link: its token (mailed, never stored: only its hash) and when it expires. */
function newLink(): { token: string; expiresAt: Date } {
  return {
    token: randomBytes(32).toString('base64url'),
    expiresAt: new Date(Date.now() + REGISTRATION_LINK_DAYS * 86_400_000),
  };
}

/**
 * Sends the link to the contact at once, in the transaction that stores its hash (a mail the relay refuses
 * fails the call and changes nothing), in the contact's language, from the buyer who sends it.
 */
async function mailLink(
  ctx: AppContext,
  trx: Db,
  user: SessionUser,
  rfq: { id: number; rfqnum: string; description: string },
  link: {
    token: string;
    expiresAt: Date;
    email: string;
    language: Language;
    contactname: string;
    companyname: string;
  },
): Promise<void> {
  const mail = registrationLinkMail(link.language, ctx.config, {
    token: link.token,
    contactname: link.contactname,
    companyname: link.companyname,
    buyerName: user.username,
    rfqnum: rfq.rfqnum,
    description: rfq.description,
    expiresAt: link.expiresAt,
  });
  await sendAtOnce(
    trx,
    ctx.mailer,
    { kind: 'registration-link', to: link.email, language: link.language, mail, userId: null, rfqId: rfq.id },
    { leaseMs: ctx.config.mailLeaseMs },
  );
}

/**
 * Invites a company that is not registered to an RFQ of the buyer's site: duplicates answered instead of
 * anything made; else the registration is made and its link mailed at once, in the same transaction (a
 * mail the relay refuses fails the call and leaves nothing behind).
 */
export async function inviteNewCompany(
  ctx: AppContext,
  user: SessionUser,
  body: BuyerInviteNewBody,
): Promise<{ registrationid: number | null; expiresat: string | null; duplicates: RegistrationDuplicate[] }> {
  const email = body.email.trim();
  const companyname = body.companyname.trim();
  const contactname = body.contactname.trim();
  const language = body.language ?? 'EN';
  return ctx.db.transaction().execute(async (trx) => {
    const rfq = await findBuyerRfq(trx, user, body.rfqnum, { lock: true });
    assertRfqAction(rfq, 'invite');
    const duplicates = await findDuplicates(trx, companyname, email);
    if (duplicates.length > 0) return { registrationid: null, expiresat: null, duplicates };
    if (await openRegistrationOf(trx, email)) throw new AppError(ErrorCode.REGISTRATION_OPEN);

    const { token, expiresAt } = newLink();
    let id: number;
    try {
      id = await insertRegistration(trx, {
        siteid: rfq.siteid,
        rfq_id: rfq.id,
        companyname,
        contactname,
        email,
        language,
        token_hash: hashToken(token),
        expires_at: expiresAt,
        invited_by: user.userId,
      });
    } catch (error) {
      // Another buyer invited the same address a moment ago.
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.REGISTRATION_OPEN);
      throw error;
    }
    await writeRfqAudit(trx, user, rfq, 'rfq.invite', {
      fromStatus: rfq.status,
      toStatus: rfq.status,
      detail: { suppliers: [companyname], invitations: 0 },
    });
    await writeAudit(trx, {
      userId: user.userId,
      action: 'registration.invite',
      entity: 'supplier_registration',
      entityId: id,
      toStatus: 'INVITED',
      detail: { rfqnum: rfq.rfqnum, companyname, email },
    });
    await mailLink(ctx, trx, user, rfq, { token, expiresAt, email, language, contactname, companyname });
    return { registrationid: id, expiresat: expiresAt.toISOString(), duplicates: [] };
  });
}

/**
 * Sends a registration's link again (an invitation not used yet: waiting, or expired): a new token for
 * REGISTRATION_LINK_DAYS days replaces the one sent before, which stops working; mailed at once, as the
 * first, in the same transaction (a mail the relay refuses leaves the old link as it was).
 */
export async function resendRegistrationLink(
  ctx: AppContext,
  user: SessionUser,
  id: number,
): Promise<{ expiresat: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await siteRegistration(trx, user, id);
    if (row.status === 'SUBMITTED') throw new AppError(ErrorCode.REGISTRATION_LINK_USED);
    if (row.status !== 'INVITED') throw new AppError(ErrorCode.REGISTRATION_DECIDED);
    const rfq = await findBuyerRfqById(trx, user, row.rfq_id);
    const { token, expiresAt } = newLink();
    await updateRegistration(trx, row.id, { token_hash: hashToken(token), expires_at: expiresAt });
    await writeAudit(trx, {
      userId: user.userId,
      action: 'registration.resend',
      entity: 'supplier_registration',
      entityId: row.id,
      fromStatus: row.status,
      toStatus: row.status,
      detail: { rfqnum: rfq.rfqnum, email: row.email, expiresat: expiresAt.toISOString() },
    });
    await mailLink(ctx, trx, user, rfq, { token, expiresAt, ...row });
    return { expiresat: expiresAt.toISOString() };
  });
}

/** The registration of a link still usable, locked; else the link's refusal. */
async function usableRegistration(db: Db, token: string): Promise<RegistrationRow> {
  const row = await registrationByTokenHash(db, hashToken(token));
  if (!row) throw new AppError(ErrorCode.REGISTRATION_LINK_UNKNOWN);
  if (row.status === 'REJECTED' && row.submitted_at === null) {
    // A link withdrawn before it was used.
    throw new AppError(ErrorCode.REGISTRATION_LINK_UNKNOWN);
  }
  if (row.status !== 'INVITED') throw new AppError(ErrorCode.REGISTRATION_LINK_USED);
  if (row.expires_at.getTime() <= Date.now()) throw new AppError(ErrorCode.REGISTRATION_LINK_EXPIRED);
  return row;
}

/** What the registration page shows of a usable link. */
export async function checkRegistrationLink(db: Db, token: string): Promise<RegisterInvitation> {
  const row = await db.transaction().execute((trx) => usableRegistration(trx, token));
  return {
    companyname: row.companyname,
    contactname: row.contactname,
    email: row.email,
    language: row.language,
    expiresat: row.expires_at.toISOString(),
    termsversion: TERMS_VERSION,
  };
}

/** The profile as kept: every text trimmed, the optional ones '' when absent. */
function cleanProfile(profile: RegistrationProfile): Required<RegistrationProfile> {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    companyname: text(profile.companyname),
    addressline1: text(profile.addressline1),
    addressline2: text(profile.addressline2),
    addressline3: text(profile.addressline3),
    city: text(profile.city),
    state: text(profile.state),
    zip: text(profile.zip),
    phone: text(profile.phone),
    fax: text(profile.fax),
    homepage: text(profile.homepage),
    salutation: text(profile.salutation),
    position: text(profile.position),
    contactphone: text(profile.contactphone),
    brnumber: text(profile.brnumber),
    brexpirydate: text(profile.brexpirydate),
    cinumber: text(profile.cinumber),
    ciexpirydate: text(profile.ciexpirydate),
  };
}

/**
 * The invited company registers: the link is used up and the registration waits for review. A BR number
 * already a supplier's (or another pending registration's) is refused and the invitation flagged for the
 * buyer, the link staying usable.
 */
export async function submitRegistration(
  ctx: AppContext,
  keys: ServerKeys,
  body: RegisterSubmitBody,
): Promise<void> {
  // The link is checked before the password is read, so a guessed token learns nothing more.
  await checkRegistrationLink(ctx.db, body.token);
  if (!body.acceptterms) throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED);
  const password = keys.decryptSecret(body.password);
  if (checkNewPassword(password) !== 'ok') throw new AppError(ErrorCode.PASSWORD_POLICY);
  const profile = cleanProfile(body.profile);
  if (!isValidHomepageUrl(profile.homepage)) throw new AppError(ErrorCode.HOMEPAGE_URL_INVALID);
  const brnumber = normalizeBrNumber(profile.brnumber);
  const passwordHash = await hashPassword(password);
  const loginid = body.loginid.trim();

  const outcome = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const row = await usableRegistration(trx, body.token);
      if (await brNumberTaken(trx, brnumber, row.id)) {
        await updateRegistration(trx, row.id, { flagged: true });
        await writeAudit(trx, {
          userId: null,
          action: 'registration.flag',
          entity: 'supplier_registration',
          entityId: row.id,
          comment: 'BR number of an existing supplier',
        });
        return 'br-taken' as const;
      }
      if (await loginidTaken(trx, loginid, row.id)) throw new AppError(ErrorCode.LOGINID_TAKEN);
      await updateRegistration(trx, row.id, {
        status: 'SUBMITTED',
        loginid,
        password_hash: passwordHash,
        brnumber,
        profile: JSON.stringify(profile),
        terms_version: TERMS_VERSION,
        submitted_at: new Date(),
      });
      await writeAudit(trx, {
        userId: null,
        action: 'registration.submit',
        entity: 'supplier_registration',
        entityId: row.id,
        fromStatus: 'INVITED',
        toStatus: 'SUBMITTED',
        detail: { loginid, companyname: profile.companyname },
      });
      await tellInviter(ctx, trx, row, profile.companyname);
      return 'submitted' as const;
    })
    .catch((error: unknown) => {
      // Two submits of one login id at once: the index of pending login ids refuses the second.
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.LOGINID_TAKEN);
      throw error;
    });
  // Refused after the flag has committed.
  if (outcome === 'br-taken') throw new AppError(ErrorCode.BR_NUMBER_REGISTERED);
}

/** The profile as the contract shows it: the optional fields left empty are left out. */
function shownProfile(profile: RegistrationProfile): RegistrationProfile {
  return Object.fromEntries(
    Object.entries(profile).filter(([, value]) => value !== ''),
  ) as RegistrationProfile;
}

/** The buyer who invited the company is told it has registered and waits for review (if they still can be). */
async function tellInviter(
  ctx: AppContext,
  trx: Db,
  row: RegistrationRow,
  companyname: string,
): Promise<void> {
  if (row.invited_by === null) return;
  const buyer = await trx
    .selectFrom('app_user')
    .select(['id', 'email', 'username', 'language', 'locked'])
    .where('id', '=', row.invited_by)
    .executeTakeFirst();
  const rfq = await trx
    .selectFrom('rfq')
    .select('rfqnum')
    .where('id', '=', row.rfq_id)
    .executeTakeFirstOrThrow();
  if (!buyer || buyer.locked || !buyer.email) return;
  await enqueueMails(trx, [
    {
      kind: 'registration',
      dedupeKey: `registration:${row.id}:submitted`,
      to: buyer.email,
      language: buyer.language,
      mail: registrationSubmittedMail(buyer.language, ctx.config, {
        readerName: buyer.username,
        companyname,
        rfqnum: rfq.rfqnum,
      }),
      userId: buyer.id,
      rfqId: row.rfq_id,
    },
  ]);
}

const asIso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The registrations of the caller's site, of one RFQ or waiting for review. */
export async function listSiteRegistrations(
  db: Db,
  user: SessionUser,
  body: BuyerRegistrationListBody,
): Promise<BuyerRegistration[]> {
  const rows = await listRegistrations(db, user.siteid, {
    ...(body?.rfqnum !== undefined ? { rfqnum: body.rfqnum } : {}),
    ...(body?.pending !== undefined ? { pending: body.pending } : {}),
  });
  const now = Date.now();
  return rows.map((row) => ({
    registrationid: row.id,
    rfqnum: row.rfqnum,
    rfqdescription: row.description,
    companyname: row.companyname,
    contactname: row.contactname,
    email: row.email,
    language: row.language,
    status: row.status === 'INVITED' && row.expires_at.getTime() <= now ? 'EXPIRED' : row.status,
    flagged: row.flagged,
    invitedby: row.invitedby ?? '',
    invitedat: row.invited_at.toISOString(),
    expiresat: row.expires_at.toISOString(),
    submittedat: asIso(row.submitted_at),
    decidedby: row.decidedby ?? '',
    decidedat: asIso(row.decided_at),
    reason: row.reason,
    suppliercode: row.suppliercode,
    loginid: row.loginid,
    profile: row.profile === null ? null : shownProfile(row.profile as RegistrationProfile),
  }));
}

/** A registration of the caller's site, locked; 5600056 for one of another site or none. */
async function siteRegistration(trx: Db, user: SessionUser, id: number): Promise<RegistrationRow> {
  const row = await registrationOfSite(trx, user.siteid, id);
  if (!row) throw new AppError(ErrorCode.NO_SUCH_REGISTRATION);
  return row;
}

/**
 * Approves a registration waiting for review (an approver or a buyer of its site): the supplier, its
 * account (e-mail proven by the link, terms accepted when registering), contact and BR & CI are made, and
 * the invitation to the RFQ: on the pick list of a draft, an invitation (mailed) on an open RFQ, none once
 * it has closed, been awarded or cancelled. The contact is mailed.
 */
export async function approveRegistration(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  announce: AnnounceInvitations,
): Promise<{ suppliercode: string; invitation: 'made' | 'listed' | 'none' }> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const row = await siteRegistration(trx, user, id);
    if (row.status !== 'SUBMITTED' || !row.loginid || !row.password_hash || !row.brnumber) {
      throw new AppError(ErrorCode.REGISTRATION_DECIDED);
    }
    const profile = cleanProfile(row.profile as RegistrationProfile);
    if (await brNumberTaken(trx, row.brnumber, row.id)) {
      await updateRegistration(trx, row.id, { flagged: true });
      return { refused: ErrorCode.BR_NUMBER_REGISTERED, suppliercode: '', invitation: 'none' } as const;
    }
    if (await loginidTaken(trx, row.loginid, row.id)) {
      return { refused: ErrorCode.LOGINID_TAKEN, suppliercode: '', invitation: 'none' } as const;
    }

    const now = new Date();
    const code = await freeSupplierCode(trx, supplierCodeOf(row.id));
    const supplier = await trx
      .insertInto('supplier')
      .values({
        code,
        name: profile.companyname,
        addressline1: profile.addressline1,
        addressline2: profile.addressline2,
        addressline3: profile.addressline3,
        city: profile.city,
        state: profile.state,
        zip: profile.zip,
        phone: profile.phone,
        fax: profile.fax,
        homepage: profile.homepage,
        brnumber: row.brnumber,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await trx
      .insertInto('app_user')
      .values({
        hrid: `HRN${String(row.id).padStart(5, '0')}${row.loginid.toUpperCase()}`.slice(0, 100),
        loginid: row.loginid,
        username: row.contactname,
        email: row.email,
        supplier_id: supplier.id,
        siteid: row.siteid,
        language: row.language,
        password_hash: row.password_hash,
        password_changed_at: row.submitted_at ?? now,
        email_verified: true,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('terms_acceptance')
      .values({
        user_id: account.id,
        session_id: null,
        version: row.terms_version ?? TERMS_VERSION,
        accepted_at: row.submitted_at ?? now,
      })
      .execute();
    await trx
      .insertInto('contact')
      .values({
        supplier_id: supplier.id,
        email: row.email,
        contact: row.contactname,
        salutation: profile.salutation,
        position: profile.position,
        phone: profile.contactphone,
        status: 'ACTIVE',
        emailverified: true,
      })
      .execute();
    const licences = [
      { certkey: 'BR', description: profile.brnumber, expiry: profile.brexpirydate },
      ...(profile.cinumber || profile.ciexpirydate
        ? [{ certkey: 'CI', description: profile.cinumber, expiry: profile.ciexpirydate }]
        : []),
    ];
    await trx
      .insertInto('license_cert')
      .values(
        licences.map((l) => ({
          supplier_id: supplier.id,
          certkey: l.certkey,
          description: l.description,
          expirydate: l.expiry || null,
        })),
      )
      .execute();

    // The invitation the company was registering for.
    const rfq = await findBuyerRfqById(trx, user, row.rfq_id, { lock: true });
    let invitation: 'made' | 'listed' | 'none' = 'none';
    const invited = { id: supplier.id, code };
    if (
      (rfq.stage === 'DRAFT' || rfq.stage === 'OPEN') &&
      (await alreadyInvited(trx, rfq.id, [supplier.id])).size === 0
    ) {
      let allowed = true;
      try {
        assertRfqAction(rfq, 'invite');
      } catch {
        // Open only through a negotiation round: an invitation now would be closed at once.
        allowed = false;
      }
      if (allowed) {
        await addInvitees(trx, [{ rfq_id: rfq.id, supplier_id: supplier.id, invited_by: row.invited_by }]);
        const udztbIds: number[] = [];
        if (rfq.stage === 'OPEN') {
          const lines = asImportLines(await readRfqLines(trx, rfq.id));
          udztbIds.push(await makeInvitation(trx, user, rfq, invited, lines, 'rfq.invite'));
        }
        await writeRfqAudit(trx, user, rfq, 'rfq.invite', {
          fromStatus: rfq.status,
          toStatus: rfq.status,
          detail: { suppliers: [code], invitations: udztbIds.length },
        });
        await announce(trx, udztbIds);
        invitation = rfq.stage === 'OPEN' ? 'made' : 'listed';
      }
    }

    await updateRegistration(trx, row.id, {
      status: 'APPROVED',
      password_hash: null,
      supplier_id: supplier.id,
      decided_by: user.userId,
      decided_at: now,
    });
    await writeAudit(trx, {
      userId: user.userId,
      action: 'registration.approve',
      entity: 'supplier_registration',
      entityId: row.id,
      fromStatus: 'SUBMITTED',
      toStatus: 'APPROVED',
      detail: { suppliercode: code, rfqnum: rfq.rfqnum, invitation },
    });
    await enqueueMails(trx, [
      {
        kind: 'registration',
        dedupeKey: `registration:${row.id}:approved`,
        to: row.email,
        language: row.language,
        mail: registrationApprovedMail(row.language, ctx.config, {
          contactname: row.contactname,
          companyname: profile.companyname,
          suppliercode: code,
          loginid: row.loginid,
        }),
        userId: account.id,
        supplierId: supplier.id,
        rfqId: rfq.id,
      },
    ]);
    return { refused: undefined, suppliercode: code, invitation };
  });
  if (outcome.refused !== undefined) throw new AppError(outcome.refused);
  return { suppliercode: outcome.suppliercode, invitation: outcome.invitation };
}

/**
 * Rejects a registration waiting for review, or withdraws a link not used yet, with a reason mailed to
 * the contact. What the company entered is kept for the record, its password hash is not.
 */
export async function rejectRegistration(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  reason: string,
): Promise<void> {
  const text = reason.trim();
  if (text === '') throw new AppError(ErrorCode.REASON_REQUIRED);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await siteRegistration(trx, user, id);
    if (row.status !== 'SUBMITTED' && row.status !== 'INVITED')
      throw new AppError(ErrorCode.REGISTRATION_DECIDED);
    await updateRegistration(trx, row.id, {
      status: 'REJECTED',
      password_hash: null,
      reason: text,
      decided_by: user.userId,
      decided_at: new Date(),
    });
    await writeAudit(trx, {
      userId: user.userId,
      action: 'registration.reject',
      entity: 'supplier_registration',
      entityId: row.id,
      fromStatus: row.status,
      toStatus: 'REJECTED',
      comment: text,
    });
    const profile = row.profile as RegistrationProfile | null;
    await enqueueMails(trx, [
      {
        kind: 'registration',
        dedupeKey: `registration:${row.id}:rejected`,
        to: row.email,
        language: row.language,
        mail: registrationRejectedMail(row.language, ctx.config, {
          contactname: row.contactname,
          companyname: profile?.companyname || row.companyname,
          reason: text,
        }),
        rfqId: row.rfq_id,
      },
    ]);
  });
}
