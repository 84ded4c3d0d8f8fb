import { expect } from 'vitest';
import type { ReadMail } from './read-mail.ts';
import type { ReceivedMail, SmtpSink } from './smtp-sink.ts';
import { codeFromMail, type TestServer } from './test-server.ts';

// What every mail of the portal must be (docs/architecture.md, Mail), checked on a mail as the SMTP sink
// received it: both parts, in the reader's language, the company and the support contact, no tracking.

export const COMPANY = 'Harbour Hotels & Property Services Group';
const SUPPORT_EMAIL = 'tender.support@example.com';
const SUPPORT_PHONE = '+852 2800 0000';
const PORTAL = 'http://localhost:8080/';

const HTML_LANG = { EN: 'en', ZH: 'zh-Hans', ZHT: 'zh-Hant' } as const;
const FOOTER = {
  EN: 'Questions? Please contact supplier support',
  ZH: '如有疑问，请联系供应商支持',
  ZHT: '如有疑問，請聯絡供應商支援',
} as const;

export function expectPortalMail(mail: ReadMail, lang: keyof typeof HTML_LANG): void {
  expect(mail.attachments).toBe(0);
  expect(mail.text.length).toBeGreaterThan(0);
  expect(mail.html).toContain(`<html lang="${HTML_LANG[lang]}">`);
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain(FOOTER[lang]);
    expect(part).toContain(SUPPORT_EMAIL);
    expect(part).toContain(SUPPORT_PHONE);
  }
  expect(mail.text).toContain(COMPANY);
  expect(mail.html).toContain(COMPANY.replace('&', '&#38;'));
  // No tracking: nothing loaded from anywhere, and every link goes straight to a page of the portal.
  expect(mail.html).not.toMatch(/<img|<link|<iframe|<object|<script|url\(|@import|src=/i);
  for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) expect(href?.startsWith(PORTAL)).toBe(true);
}

/**
 * That a mail about a tender names it as the reader's portal shows it (issue 35, item 15): its RFQ
 * number and description in the text and the HTML, and a link to the tender's page (`path`, the
 * supplier's /tenderdetail/... or the buyer's /buyer/rfq/...) in both parts. The invitation's internal
 * number (`udztbnum`), when it is not the RFQ number, shows nowhere but in that link.
 */
export function expectTenderNamed(
  mail: ReadMail,
  tender: { rfqnum: string; description: string; path: string; udztbnum?: string },
): void {
  const url = `${PORTAL}${tender.path.replace(/^\//, '')}`;
  expect(mail.subject).toContain(tender.rfqnum);
  expect(mail.text).toContain(tender.rfqnum);
  expect(mail.text).toContain(tender.description);
  expect(mail.text).toContain(url);
  expect(mail.html).toContain(`<td>${tender.rfqnum}</td>`);
  expect(mail.html).toContain(`href="${url}"`);
  if (tender.udztbnum && tender.udztbnum !== tender.rfqnum) {
    for (const part of [mail.subject, mail.text.replaceAll(url, ''), mail.html.replaceAll(url, '')]) {
      expect(part).not.toContain(tender.udztbnum);
    }
  }
}

/** The mails received since `from` (an index into the sink's list), each with its one recipient. */
export function mailsSince(sink: SmtpSink, from: number): ReceivedMail[] {
  return sink.received.slice(from);
}

/** The mails received since `from` to `email`. */
export function mailsTo(sink: SmtpSink, from: number, email: string): ReadMail[] {
  return mailsSince(sink, from)
    .filter((m) => m.to.includes(email))
    .map((m) => m.mail);
}

/** Signs in through the API with the code the sink received; `lang` is the login page's language header. */
export async function signIn(
  server: TestServer,
  sink: SmtpSink,
  opts: { loginid: string; email: string; password: string; lang?: string },
): Promise<string> {
  const password = await server.encrypt(opts.password);
  const from = sink.received.length;
  const sent = await server.post(
    '/common/gencode',
    { suppliername: opts.loginid, password, isforget: false },
    undefined,
    opts.lang,
  );
  expect(sent.code).toBe(0);
  const [mail] = mailsTo(sink, from, opts.email);
  const login = await server.post<{ data: { token: string } }>(
    '/common/userlogin',
    {
      loginid: opts.loginid,
      password,
      logintype: 'WEB',
      code: codeFromMail(mail?.text ?? ''),
      deviceid: '654321',
      devicedesc: 'mail tests',
    },
    undefined,
    opts.lang,
  );
  expect(login.code).toBe(0);
  return login.data.token;
}
