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
  /**
   * While set, every new connection gets this reply instead of the greeting and is closed: `421` is a
   * relay that is down for now (RFC 5321: service not available), as the mail outbox must ride out.
   */
  refuse: { code: number; message: string } | undefined;
  /** Recipients the sink refuses for good at RCPT TO (550: no such user). */
  unknownRecipients: Set<string>;
  /** How long the sink takes to accept each message once it has read it. */
  acceptDelayMs: number;
  close(): Promise<void>;
}

/** An error smtp-server answers with its own reply code. */
function reply(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * Starts an SMTP sink for the mail tests (no auth, no TLS: loopback only). A message is accepted (and
 * listed in `received`) only once mailparser has read it, so it is there when the sender's call returns.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      callback(sink.refuse ? reply(sink.refuse.code, sink.refuse.message) : undefined);
    },
    onRcptTo(address, _session, callback) {
      const unknown = sink.unknownRecipients.has(address.address.toLowerCase());
      callback(unknown ? reply(550, '5.1.1 No such user here') : undefined);
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        readMail(raw).then(
          (mail) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, mail });
            setTimeout(() => done(), sink.acceptDelayMs);
          },
          (error: Error) => done(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: undefined,
    unknownRecipients: new Set(),
    acceptDelayMs: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}
