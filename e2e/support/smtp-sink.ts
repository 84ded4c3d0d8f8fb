import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the browser tests, started by playwright.config.ts as one of its web servers:
// the portal server of e2e/buyer-end-to-end.spec.ts sends its mail here over SMTP (SMTP_URL), as it would
// to a company's mail server. Each message is kept as it arrived, as `<ms timestamp>-<random>.eml` in
// SMTP_SINK_DIR/outbox: the names and format of the server's own outbox, so that support/mail.ts reads
// them unchanged. A file appears whole (written beside, then renamed) before the sender is told 250 OK.
// Loopback only, no authentication, no TLS.

const port = Number(process.env.SMTP_SINK_PORT);
const dir = process.env.SMTP_SINK_DIR;
if (!Number.isInteger(port) || port <= 0 || !dir) {
  throw new Error('smtp-sink: set SMTP_SINK_PORT and SMTP_SINK_DIR');
}
const outbox = join(dir, 'outbox');
rmSync(dir, { recursive: true, force: true });
mkdirSync(outbox, { recursive: true });

async function keep(raw: Buffer): Promise<void> {
  const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
  const part = join(outbox, `${name}.part`);
  await writeFile(part, raw);
  await rename(part, join(outbox, name));
}

const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', (error) => done(error));
    stream.on('end', () => {
      keep(Buffer.concat(chunks)).then(
        () => done(),
        (error: Error) => done(error),
      );
    });
  },
});
sink.on('error', (error) => console.error('smtp-sink:', error));
sink.listen(port, '127.0.0.1', () =>
  console.log(`smtp-sink listening on 127.0.0.1:${port}, mail in ${outbox}`),
);

const stop = () => sink.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
