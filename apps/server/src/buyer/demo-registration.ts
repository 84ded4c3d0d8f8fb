import { randomBytes } from 'node:crypto';
import { TERMS_VERSION } from '@tender/domain';
import type { AppContext } from '../app-context.ts';
import { hashPassword } from '../auth/index.ts';
import { demoBuyer } from './demo-award.ts';
import { insertRegistration } from './registration-repository.ts';
import { hashToken, REGISTRATION_LINK_DAYS } from './registration-service.ts';

/** The demo's open tender the new company was invited to, and the company as it registered. */
const DEMO_RFQ = 'RFQ-2026-0101';
const DEMO_COMPANY = 'Victoria Harbour Cleaning Co. Ltd';
/** The password the demo accounts share (README, Demo accounts). */
const DEMO_PASSWORD = 'Demo#2026pass';

/**
 * After the demo data is first imported: a company invited by demo.buyer to RFQ-2026-0101 that has
 * registered and waits for review (issue 33, item 4), so a newcomer can approve it (as demo.buyer or
 * demo.approver) and then sign in as `demo.newco` and see the invitation. Its link is used up already (its
 * token is thrown away), so it mails nothing. Another company's link expired unused, to be sent again.
 * Skipped without demo.buyer or the tender.
 */
export async function registerDemoCompany(ctx: AppContext, log: { info(msg: string): void }): Promise<void> {
  const buyer = await demoBuyer(ctx);
  if (!buyer) return;
  const rfq = await ctx.db
    .selectFrom('rfq')
    .select(['id', 'siteid'])
    .where('rfqnum', '=', DEMO_RFQ)
    .executeTakeFirst();
  if (!rfq) return;
  const now = Date.now();
  await insertRegistration(ctx.db, {
    siteid: rfq.siteid,
    rfq_id: rfq.id,
    companyname: 'Victoria Harbour Cleaning',
    contactname: 'Kelvin Ng',
    email: 'demo.newco@example.com',
    language: 'EN',
    token_hash: hashToken(randomBytes(32).toString('base64url')),
    expires_at: new Date(now + REGISTRATION_LINK_DAYS * 86_400_000),
    status: 'SUBMITTED',
    invited_by: buyer.userId,
    invited_at: new Date(now - 2 * 86_400_000),
    loginid: 'demo.newco',
    password_hash: await hashPassword(DEMO_PASSWORD),
    brnumber: '71234567',
    profile: JSON.stringify({
      companyname: DEMO_COMPANY,
      addressline1: '18/F, Harbour Centre',
      addressline2: '25 Harbour Road',
      addressline3: '',
      city: 'Wan Chai',
      state: 'Hong Kong',
      zip: '',
      phone: '+852 2511 8800',
      fax: '+852 2511 8801',
      homepage: 'https://victoriaharbourcleaning.example',
      salutation: 'Mr',
      position: 'Business Development Manager',
      contactphone: '+852 9876 5432',
      brnumber: '71234567-000-06-26-1',
      brexpirydate: '2027-06-30',
      cinumber: '2987654',
      ciexpirydate: '',
    }),
    terms_version: TERMS_VERSION,
    submitted_at: new Date(now - 86_400_000),
  });
  log.info(`demo registration of "${DEMO_COMPANY}" waits for approval (${DEMO_RFQ})`);
  // And one whose link expired unused: "Send Link Again" mails a new one (to data/outbox/).
  await insertRegistration(ctx.db, {
    siteid: rfq.siteid,
    rfq_id: rfq.id,
    companyname: 'Kowloon Bay Pest Control',
    contactname: 'Mandy Chan',
    email: 'demo.pest@example.com',
    language: 'ZH',
    token_hash: hashToken(randomBytes(32).toString('base64url')),
    expires_at: new Date(now - 6 * 86_400_000),
    status: 'INVITED',
    invited_by: buyer.userId,
    invited_at: new Date(now - (REGISTRATION_LINK_DAYS + 6) * 86_400_000),
  });
}
