import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  AUDIT_ACTION_KEYS,
  BOQ_PROBLEM_LABEL_KEY,
  CRITERIA_PROBLEM_LABEL_KEY,
  RFQ_STAGE_LABEL_KEY,
  RFQ_STATUSES,
  TENDER_STATUSES,
} from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, MAIL_STATES } from './code-labels';

// Every label this feature builds from a stored code, and every key its code names, exists in en, zh and
// zht: no raw code and no missing key reaches the buyer.

type Messages = { [key: string]: string | Messages };
const root = fileURLToPath(new URL('..', import.meta.url));
const LANGUAGES = ['en', 'zh', 'zht'] as const;

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const keys = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const messages = JSON.parse(readFileSync(`${root}/locales/${lang}.json`, 'utf8')) as Messages;
    // A plural key answers for its base ('invite.users_one' is 'invite.users').
    return [lang, new Set(keysOf(messages).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))];
  }),
) as Record<(typeof LANGUAGES)[number], Set<string>>;

const missing = (wanted: readonly string[]) =>
  LANGUAGES.flatMap((lang) => wanted.filter((key) => !keys[lang].has(key)).map((key) => `${lang}: ${key}`));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('buyer console labels', () => {
  it('labels every mail kind, audit action, status and stage', () => {
    expect(
      missing([
        ...MAIL_KINDS.map((kind) => `mailKind.${kind}`),
        'mailKind.other',
        ...MAIL_STATES.map((state) => `mailState.${state}`),
        ...Object.values(AUDIT_ACTION_KEYS).map((key) => `auditAction.${key}`),
        'auditAction.workflowAccept',
        'auditAction.workflowDecline',
        'auditAction.workflowSubmit',
        'auditAction.other',
        ...TENDER_STATUSES.map((status) => `invitationStatus.${status}`),
        ...RFQ_STATUSES.map((status) => `rfqStatus.${status}`),
        ...Object.values(RFQ_STAGE_LABEL_KEY),
        ...Object.values(BOQ_PROBLEM_LABEL_KEY).map((key) => `refusal.${key}`),
        // The editor's criteria (issue 33): each problem the domain names.
        ...Object.values(CRITERIA_PROBLEM_LABEL_KEY),
        'refusal.line',
        'refusal.other',
        ...['closingdate', 'lines', 'text', 'documents', 'siteinspections'].map((c) => `history.change.${c}`),
        ...['noLines', 'boqInvalid', 'noInvitees', 'closingPast'].map((p) => `publish.problem.${p}`),
        // The texts of SupplierDecisionDialog, named by the decision's kind.
        ...['award', 'negotiate'].flatMap((kind) =>
          ['title', 'text', 'suppliers', 'ok', 'chooseOne', 'noneSubmitted'].map((key) => `${kind}.${key}`),
        ),
        ...['edit', 'publish', 'amend', 'invite', 'compare', 'negotiate', 'award', 'cancel'].map(
          (a) => `actions.${a}`,
        ),
      ]),
    ).toEqual([]);
  });

  it('has every key the code names literally', () => {
    const named = new Set<string>();
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'((?:buyer:)?[a-zA-Z]+(?:\.[a-zA-Z-]+)+)'/g)) {
        named.add((match[1] ?? '').replace(/^buyer:/, ''));
      }
      for (const match of text.matchAll(/\?\s*'([a-zA-Z]+\.[a-zA-Z.]+)'\s*:\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) {
        named.add(match[1] ?? '');
        named.add(match[2] ?? '');
      }
    }
    named.delete('app.name');
    expect(named.size).toBeGreaterThan(100);
    expect(missing([...named])).toEqual([]);
  });
});
