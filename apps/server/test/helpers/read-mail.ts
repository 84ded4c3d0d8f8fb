import { type AddressObject, simpleParser } from 'mailparser';

// Reads back a raw message (as the SMTP sink receives it or the outbox keeps it) with mailparser.

export interface ReadMail {
  /** The addresses of the To header. */
  to: string[];
  /** The From header: display name ('' when none) and address. */
  from: { name: string; address: string }[];
  /** The Subject header, RFC 2047 words decoded. */
  subject: string;
  /** The text/plain part, decoded; '' when the mail has none (never derived from the HTML). */
  text: string;
  /** The text/html part, decoded; '' when the mail has none. */
  html: string;
  /** Number of attachments (our mails have none). */
  attachments: number;
  /** The Message-ID header ('' when none). */
  messageId: string;
}

function addresses(field: AddressObject | AddressObject[] | undefined): { name: string; address: string }[] {
  return [field ?? []]
    .flat()
    .flatMap((group) => group.value.map((a) => ({ name: a.name, address: a.address ?? '' })));
}

/** Parses a raw message: recipients, sender, decoded subject, and its text and HTML parts. */
export async function readMail(raw: string | Buffer): Promise<ReadMail> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true });
  return {
    to: addresses(mail.to).map((a) => a.address),
    from: addresses(mail.from),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html || '',
    attachments: mail.attachments.length,
    messageId: mail.messageId ?? '',
  };
}
