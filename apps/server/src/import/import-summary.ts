export type ImportSection =
  | 'suppliers'
  | 'contacts'
  | 'scopes'
  | 'certificates'
  | 'licenses'
  | 'users'
  | 'sites'
  | 'rfqs'
  | 'rfqLines'
  | 'siteInspections'
  | 'invitations'
  | 'lines'
  | 'questions'
  | 'workorders'
  | 'messages'
  | 'documents';

export type Outcome = 'inserted' | 'updated' | 'unchanged' | 'removed';

export type ImportCounts = Record<Outcome, number>;

/** What an import did, per section and in total; a repeated import reports only `unchanged`. */
export interface ImportSummary {
  totals: ImportCounts;
  sections: Record<ImportSection, ImportCounts>;
}

const SECTIONS: ImportSection[] = [
  'suppliers',
  'contacts',
  'scopes',
  'certificates',
  'licenses',
  'users',
  'sites',
  'rfqs',
  'rfqLines',
  'siteInspections',
  'invitations',
  'lines',
  'questions',
  'workorders',
  'messages',
  'documents',
];

const zero = (): ImportCounts => ({ inserted: 0, updated: 0, unchanged: 0, removed: 0 });

export function emptySummary(): ImportSummary {
  const sections = Object.fromEntries(SECTIONS.map((s) => [s, zero()])) as Record<
    ImportSection,
    ImportCounts
  >;
  return { totals: zero(), sections };
}

export function count(summary: ImportSummary, section: ImportSection, outcome: Outcome, n = 1): void {
  summary.sections[section][outcome] += n;
  summary.totals[outcome] += n;
}

/** One line per section that had rows, e.g. `lines: 2000 inserted, 0 updated, 0 unchanged`. */
export function formatSummary(summary: ImportSummary): string {
  const row = (name: string, c: ImportCounts) =>
    `${name}: ${c.inserted} inserted, ${c.updated} updated, ${c.unchanged} unchanged${c.removed ? `, ${c.removed} removed` : ''}`;
  const lines = SECTIONS.filter((s) => Object.values(summary.sections[s]).some((n) => n > 0)).map((s) =>
    row(s, summary.sections[s]),
  );
  return [...lines, row('total', summary.totals)].join('\n');
}
