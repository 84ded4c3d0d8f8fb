import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/language.ts';
import { type MailBrand, type MailContent, portalUrl, renderMail, tenderPath } from './mail-template.ts';

const brand: MailBrand = {
  companyName: 'Harbour Hotels & Property Services Group',
  supportEmail: 'tender.support@example.com',
  supportPhone: '+852 2800 0000',
  publicUrl: 'https://portal.example.com/',
};

const content: MailContent = {
  subject: 'Invitation to tender: TB1',
  readerName: 'Raymond <b>Chan</b>',
  blocks: [
    { kind: 'paragraph', text: 'First line\nsecond line' },
    {
      kind: 'facts',
      rows: [
        ['Tender No.', 'TB1'],
        ['Description', 'Lobby <script>alert("x")</script> & pool'],
      ],
    },
    { kind: 'quote', label: 'Answer', text: 'Yes.\n<img src="https://tracker.example.com/p.gif">' },
    { kind: 'link', label: 'Open the tender', path: tenderPath('TB 1/2', 'NEW') },
  ],
};

describe('renderMail', () => {
  it('escapes every value in the HTML part: a script in a description stays text', () => {
    const { html } = renderMail('EN', brand, content);
    expect(html).toContain(
      '<tr><th align="left">Description</th><td>Lobby &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; pool</td></tr>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>Chan');
    expect(html).toContain('Dear Raymond &#60;b&#62;Chan&#60;/b&#62;,');
    expect(html).toContain('Harbour Hotels &#38; Property Services Group');
  });

  it('loads nothing from elsewhere: no image, no remote style, links only into the portal', () => {
    const { html } = renderMail('EN', brand, content);
    expect(html).not.toMatch(/<img|<link|url\(|@import|<iframe|<object/i);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['https://portal.example.com/tenderdetail/TB%201%2F2/1/NEW']);
    expect(html).toMatch(/<blockquote>Yes\.<br>&#60;img src=&#34;https:\/\/tracker/);
  });

  it('writes the same content as plain text, with the company and the support contact in both parts', () => {
    const { text, html } = renderMail('EN', brand, content);
    expect(text).toBe(
      [
        'Dear Raymond <b>Chan</b>,',
        '',
        'First line',
        'second line',
        '',
        'Tender No.: TB1',
        'Description: Lobby <script>alert("x")</script> & pool',
        '',
        'Answer:',
        '  Yes.',
        '  <img src="https://tracker.example.com/p.gif">',
        '',
        'Open the tender: https://portal.example.com/tenderdetail/TB%201%2F2/1/NEW',
        '',
        '-- ',
        'Harbour Hotels & Property Services Group Supplier Portal',
        'Questions? Please contact supplier support: tender.support@example.com, +852 2800 0000.',
        'This e-mail was sent automatically by the portal. Please do not reply to it.',
        '',
      ].join('\n'),
    );
    expect(html).toContain('tender.support@example.com, +852 2800 0000.');
  });

  it.each(LANGUAGES)('writes %s throughout, the HTML marked with its language', (lang) => {
    const { text, html } = renderMail(lang, brand, { subject: 's', blocks: content.blocks });
    const tag = { EN: 'en', ZH: 'zh-Hans', ZHT: 'zh-Hant' }[lang];
    expect(html).toContain(`<html lang="${tag}">`);
    expect(html).toContain('<meta charset="utf-8">');
    if (lang === 'EN') return;
    // Full-width colons between labels and values, and the footer in the reader's language.
    expect(text).toContain('Tender No.：TB1');
    expect(text).toContain(lang === 'ZH' ? '如有疑问，请联系供应商支持' : '如有疑問，請聯絡供應商支援');
    expect(text).toContain(lang === 'ZH' ? '此电子邮件由平台自动发送' : '此電子郵件由平台自動發送');
  });

  it('shows a code large, and adds the English code line that phones look for in Chinese mail', () => {
    const en = renderMail('EN', brand, {
      subject: 's',
      blocks: [{ kind: 'code', label: 'Your verification code', code: '123456' }],
    });
    expect(en.text).toContain('Your verification code: 123456\n');
    expect(en.text).not.toContain('(verification code');
    expect(en.html).toContain('<p class="code">123456</p>');
    const zh = renderMail('ZH', brand, {
      subject: 's',
      blocks: [{ kind: 'code', label: '您的验证码', code: '123456' }],
    });
    expect(zh.text).toContain('您的验证码：123456\n(verification code: 123456)');
  });
});

describe('portalUrl', () => {
  it('joins a path of the portal to PUBLIC_URL', () => {
    expect(portalUrl(brand, '/tender-list')).toBe('https://portal.example.com/tender-list');
    expect(portalUrl({ ...brand, publicUrl: 'http://localhost:8080' }, '/x')).toBe('http://localhost:8080/x');
  });

  it.each(['https://elsewhere.example.com/', '//elsewhere.example.com/x', 'tender-list', '/a b', '/\\evil'])(
    'refuses %s: a mail links only to the portal',
    (path) => {
      expect(() => portalUrl(brand, path)).toThrow(/not a path of the portal/);
    },
  );
});
