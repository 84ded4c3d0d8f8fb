/** The separators a spreadsheet program writes CSV with: comma, semicolon (European locales) or tab. */
const SEPARATORS = [',', ';', '\t'] as const;

/** The separator of the first line: the one it holds most of outside quotes (a comma when none). */
export function detectSeparator(text: string): string {
  let best: string = ',';
  let bestCount = 0;
  for (const separator of SEPARATORS) {
    let count = 0;
    let quoted = false;
    for (const char of text) {
      if (char === '"') quoted = !quoted;
      else if (!quoted && (char === '\n' || char === '\r')) break;
      else if (!quoted && char === separator) count += 1;
    }
    if (count > bestCount) {
      best = separator;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The rows of a CSV text (RFC 4180): fields in double quotes may hold the separator, line breaks and
 * doubled quotes; a byte-order mark is dropped; CRLF, LF and CR all end a row; a last empty row is not one.
 */
export function parseCsv(input: string, separator = detectSeparator(input)): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char !== '"') field += char;
      else if (text.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text.charAt(i + 1) === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** One CSV field: quoted when it holds a separator, a quote or a line break. */
export function csvField(value: string, separator = ','): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
