import { readFileSync } from 'node:fs';
import { CODE_LIFETIME_SECONDS } from '@tender/domain';
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_DOC } from '../config/settings-doc.ts';
import { LANGUAGES } from '../i18n/language.ts';
import { codeSmsText, type SmsCodePurpose } from './code-sms.ts';

// Issue 32: each code SMS is one segment in every language (160 GSM-7 characters, or 70 UCS-2 ones once
// a single character is outside GSM-7, as Chinese is), with the longest values it can carry: a
// six-digit code and the longest lifetime CODE_TTL_SECONDS allows (15 minutes: two digits). The
// lengths are the ones docs/deployment.md states.

const PURPOSES: SmsCodePurpose[] = ['login', 'forget', 'mobile'];
const LONGEST = { code: '888888', ttlSeconds: CODE_LIFETIME_SECONDS };
const LIMIT = { 'GSM-7': 160, 'UCS-2': 70 } as const;

function measure(lang: (typeof LANGUAGES)[number], purpose: SmsCodePurpose) {
  const text = codeSmsText(lang, purpose, LONGEST.code, LONGEST.ttlSeconds);
  const message = new SegmentedMessage(text);
  return {
    text,
    encoding: message.encodingName,
    length: message.numberOfCharacters,
    segments: message.segmentsCount,
  };
}

describe('code SMS texts', () => {
  it.each(LANGUAGES.flatMap((lang) => PURPOSES.map((purpose) => [lang, purpose] as const)))(
    '%s %s fits one segment with the longest values',
    (lang, purpose) => {
      const m = measure(lang, purpose);
      expect(m.encoding).toBe(lang === 'EN' ? 'GSM-7' : 'UCS-2');
      expect(m.segments, m.text).toBe(1);
      expect(m.length).toBeLessThanOrEqual(LIMIT[m.encoding]);
      expect(m.text).toContain(LONGEST.code);
      expect(m.text).toContain('15');
    },
  );

  it('says a lifetime below a minute as 1 minute, never 0', () => {
    expect(codeSmsText('EN', 'login', '123456', 20)).toContain('Valid for 1 min.');
  });

  it('is measured in docs/deployment.md as it is', () => {
    const doc = readFileSync(DEPLOYMENT_DOC, 'utf8');
    for (const lang of LANGUAGES) {
      for (const purpose of PURPOSES) {
        const m = measure(lang, purpose);
        const row = `| \`sms.${purpose}\` | ${lang} | ${m.encoding} | ${m.length} of ${LIMIT[m.encoding]} |`;
        expect(doc, `docs/deployment.md lacks the row ${row}`).toContain(row);
      }
    }
  });
});
