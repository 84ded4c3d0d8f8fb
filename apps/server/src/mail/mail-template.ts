import type { Config } from '../config/config.ts';
import type { Language } from '../i18n/language.ts';
import { t } from '../i18n/translate.ts';

// Every mail of the portal is drawn by this one template, in the reader's language, as plain text and as
// HTML saying the same: the blocks a mail is made of, then the footer with the company and the support
// contact. No tracking: no image or style sheet is loaded from anywhere, and the only links are to the
// portal's own pages (PUBLIC_URL), straight, never through a redirect. Every value is HTML-escaped here.

/** Who sends: the company, the support contact, and the portal's address that every link starts with. */
export interface MailBrand {
  companyName: string;
  supportEmail: string;
  supportPhone: string;
  publicUrl: string;
}

export function mailBrand(
  config: Pick<Config, 'companyName' | 'supportEmail' | 'supportPhone' | 'publicUrl'>,
): MailBrand {
  return {
    companyName: config.companyName,
    supportEmail: config.supportEmail,
    supportPhone: config.supportPhone,
    publicUrl: config.publicUrl,
  };
}

/** One label and its value, e.g. Tender No. and TB10001. */
export type MailFact = readonly [label: string, value: string];

export type MailBlock =
  /** A paragraph; its line breaks are kept. */
  | { kind: 'paragraph'; text: string }
  /** Labels and values, one pair a line. */
  | { kind: 'facts'; rows: readonly MailFact[] }
  /** A person's text quoted whole (a question, an answer) under its label. */
  | { kind: 'quote'; label: string; text: string }
  /** A verification code, large. */
  | { kind: 'code'; label: string; code: string }
  /** A page of the portal: `path` starts with one `/` and is appended to PUBLIC_URL. */
  | { kind: 'link'; label: string; path: string };

export interface MailContent {
  subject: string;
  /** The reader's name for the greeting; none: the mail starts with its first block. */
  readerName?: string;
  blocks: readonly MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

// The web theme's brand colour (apps/web/src/app/theme.ts) and its page background.
const BRAND = '#0f5e6b';
const PAGE = '#f3f6f7';
const MUTED = '#595959';

const HTML_LANG: Readonly<Record<Language, string>> = { EN: 'en', ZH: 'zh-Hans', ZHT: 'zh-Hant' };

// Mail clients and phones look for this English line to offer the code; the localised label comes first.
const MACHINE_CODE_LINE = 'verification code: ';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The absolute address of a page of the portal; anything but a path of the portal is refused. */
export function portalUrl(brand: MailBrand, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || /[\s\\]/.test(path)) {
    throw new Error(`not a path of the portal: ${path}`);
  }
  return `${brand.publicUrl.replace(/\/+$/, '')}${path}`;
}

/** The path of a supplier's tender detail page, as the home page links it. */
export function tenderPath(udztbnum: string, status: string): string {
  return `/tenderdetail/${encodeURIComponent(udztbnum)}/1/${encodeURIComponent(status)}`;
}

function textBlock(lang: Language, brand: MailBrand, block: MailBlock): string {
  const colon = t(lang, 'mail.colon');
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}${colon}${value}`).join('\n');
    case 'quote':
      return `${block.label}${colon.trimEnd()}\n${block.text
        .split('\n')
        .map((line) => `  ${line}`)
        .join('\n')}`;
    case 'code': {
      const line = `${block.label}${colon}${block.code}`;
      return line.includes(`${MACHINE_CODE_LINE}${block.code}`)
        ? line
        : `${line}\n(${MACHINE_CODE_LINE}${block.code})`;
    }
    case 'link':
      return `${block.label}${colon}${portalUrl(brand, block.path)}`;
  }
}

const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function htmlBlock(brand: MailBrand, block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${lines(block.text)}</p>`;
    case 'facts':
      // Plain cells (the head's style sheet spaces them): what a reader's client shows without styles too.
      return [
        '<table role="presentation">',
        ...block.rows.map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        ),
        '</table>',
      ].join('\n');
    case 'quote':
      return `<p class="label">${escapeHtml(block.label)}</p>\n<blockquote>${lines(block.text)}</blockquote>`;
    case 'code':
      return `<p>${escapeHtml(block.label)}</p>\n<p class="code">${escapeHtml(block.code)}</p>`;
    case 'link': {
      const url = escapeHtml(portalUrl(brand, block.path));
      return `<p><a class="button" href="${url}">${escapeHtml(block.label)}</a></p>\n<p class="url">${url}</p>`;
    }
  }
}

const STYLE = [
  `body{margin:0;padding:16px;background-color:${PAGE};}`,
  `.mail{max-width:600px;margin:0 auto;padding:24px;background-color:#ffffff;border-top:4px solid ${BRAND};`,
  "font-family:Arial,'PingFang SC','PingFang TC','Microsoft YaHei','Microsoft JhengHei',sans-serif;",
  'font-size:14px;line-height:1.6;color:#1f1f1f;}',
  `.brand{margin:0 0 16px;font-size:16px;font-weight:bold;color:${BRAND};}`,
  'th{padding:2px 16px 2px 0;font-weight:normal;vertical-align:top;white-space:nowrap;color:#595959;}',
  'td{padding:2px 0;vertical-align:top;}',
  `.label{margin-bottom:4px;color:${MUTED};}`,
  `blockquote{margin:0 0 16px;padding:8px 12px;border-left:3px solid ${BRAND};background-color:${PAGE};}`,
  `.code{font-size:24px;font-weight:bold;letter-spacing:4px;font-family:Consolas,Menlo,monospace;}`,
  `.button{display:inline-block;padding:8px 16px;border-radius:4px;background-color:${BRAND};color:#ffffff;text-decoration:none;}`,
  `.url{font-size:12px;color:${MUTED};word-break:break-all;}`,
  `.footer{margin-top:24px;padding-top:12px;border-top:1px solid #d9d9d9;font-size:12px;color:${MUTED};}`,
].join('');

/** The mail's subject, plain text and HTML, in `lang`, with the greeting and the footer of every mail. */
export function renderMail(lang: Language, brand: MailBrand, content: MailContent): RenderedMail {
  const greeting = content.readerName ? t(lang, 'mail.greeting', { name: content.readerName }) : undefined;
  const signature = t(lang, 'mail.signature', { company: brand.companyName });
  const support = t(lang, 'mail.support', { email: brand.supportEmail, phone: brand.supportPhone });
  const automatic = t(lang, 'mail.automatic');
  const text = [
    ...(greeting ? [greeting] : []),
    ...content.blocks.map((block) => textBlock(lang, brand, block)),
    ['-- ', signature, support, automatic].join('\n'),
  ].join('\n\n');
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${HTML_LANG[lang]}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<div class="mail">',
    `<p class="brand">${escapeHtml(signature)}</p>`,
    ...(greeting ? [`<p>${escapeHtml(greeting)}</p>`] : []),
    ...content.blocks.map((block) => htmlBlock(brand, block)),
    `<p class="footer">${escapeHtml(support)}<br>${escapeHtml(automatic)}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
  return { subject: content.subject, text: `${text}\n`, html };
}
