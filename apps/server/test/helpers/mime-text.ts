// Reads back what nodemailer writes: the decoded subject and the text and HTML parts of a raw message
// (quoted-printable or base64, UTF-8). Enough for our own mails; not a general MIME parser.

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Unfolds continued header lines and splits headers from body. */
function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normal = raw.replace(/\r\n/g, '\n');
  const end = normal.indexOf('\n\n');
  const head = (end === -1 ? normal : normal.slice(0, end)).replace(/\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normal.slice(end + 2) };
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const c = soft[i] as string;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') return quotedPrintableBytes(body).toString('utf8');
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`); blanks between two words vanish. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintableBytes(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function collectParts(raw: string, into: { text: string; html: string }): void {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (type.toLowerCase().startsWith('text/html')) into.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) into.text += decoded;
}

/** The recipient, decoded subject and the text and HTML parts of a raw message. */
export function readMail(raw: string): ReadMail {
  const { headers } = splitHeaders(raw);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return { to: headers.get('to') ?? '', subject: decodeWords(headers.get('subject') ?? ''), ...parts };
}
