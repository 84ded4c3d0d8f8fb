import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ReadMail, readMail } from './read-mail.ts';

/** One message as a real SMTP server received it. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  raw: Buffer;
  /** The message as mailparser reads it. */
  mail: ReadMail;
}

/** A real SMTP server on a free local port that keeps every message; point SMTP_URL at `url`. */
export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Starts an SMTP sink for the mail tests (no auth, no TLS: loopback only). A message is accepted (and
 * listed in `received`) only once mailparser has read it, so it is there when the sender's call returns.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        readMail(raw).then(
          (mail) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, mail });
            done();
          },
          (error: Error) => done(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const port = (sink.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => sink.close(() => resolve())),
  };
}
