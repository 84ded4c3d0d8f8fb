import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ROOT } from '../server-root.ts';
import { expectation, SETTING_NAMES, settingSchema } from './settings-schema.ts';

// The settings table of docs/deployment.md, generated from the schema (settings-schema.ts), so the
// documented names, defaults and allowed values are the ones the server checks. config.test.ts fails
// when the document and the schema disagree; rewrite the table with
//   node --import tsx apps/server/src/config/settings-doc.ts

export const DEPLOYMENT_DOC = join(SERVER_ROOT, '../../docs/deployment.md');
export const TABLE_START =
  '<!-- settings table: generated from apps/server/src/config/settings-schema.ts -->';
export const TABLE_END = '<!-- end of settings table -->';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The markdown table of every setting: name, default, allowed values and meaning. */
export function settingsTable(): string {
  const rows = SETTING_NAMES.map((name) => {
    const schema = settingSchema(name);
    const fallback = schema.defaultText ?? `\`${String(schema.default)}\``;
    return `| \`${name}\` | ${cell(fallback)} | ${cell(expectation(schema))} | ${cell(schema.description ?? '')} |`;
  });
  return ['| Variable | Default | Allowed | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The document with its table (between the two markers) replaced by the generated one. */
export function withGeneratedTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`docs/deployment.md lacks the markers ${TABLE_START} ... ${TABLE_END}`);
  return `${doc.slice(0, start + TABLE_START.length)}\n${settingsTable()}\n${doc.slice(end)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(DEPLOYMENT_DOC, withGeneratedTable(readFileSync(DEPLOYMENT_DOC, 'utf8')));
  console.info(`settings table written to ${DEPLOYMENT_DOC}`);
}
