/**
 * The shoppers' answers, received over SMTP: the receiver takes mail only for the reply addresses
 * of the desk's conversations (refusing any other recipient, or an unknown token, before the mail
 * is sent to it), reads it (mailparser) and keeps its text in that conversation. It is the mail
 * exchanger of the reply addresses, or the relay the mailbox forwards them to. A mail's quoted
 * history (lines starting with ">", and what follows the "… wrote:" line above them) is left out:
 * the conversation already holds it.
 */
import type { AddressObject } from 'mailparser';
import type { SMTPServerOptions } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { MailLog } from './worker';

export interface InboundSettings {
  port: number;
  host: string;
  /** Largest mail taken, in bytes (SIZE announced and enforced). */
  maxBytes: number;
}

/** A shopper's mail to a conversation's address, as the receiver read it. */
/** photos: the attached files that may be photos; the desk keeps those that decode as one. */
export interface ShopperReply { token: string; sender: string; subject: string; text: string; messageId: string | null; at: Date; photos?: Uint8Array[] }

/** Attachments a phone or a mail program sends a photo as: an image type, or no telling type at all. */
const mayBePhoto = (attachment: { contentType: string; related?: boolean }) => !attachment.related && (attachment.contentType.startsWith('image/') || attachment.contentType === 'application/octet-stream');

/**
 * The conversations the mail is for (the desk's, handed in where the receiver is started): mail sits
 * below the desk, which sends through it, so the receiver is told where answers go rather than
 * reaching up for them.
 */
export interface ReplyConversations {
  /** The conversation token an address of ours carries; undefined for any other address. */
  tokenOf(address: string): string | undefined;
  /** Whether a conversation has this token (asked before a mail is taken). */
  known(token: string): Promise<boolean>;
  /** Keeps the reply in its conversation; the outcome is logged. */
  keep(reply: ShopperReply): Promise<string>;
}

export interface InboundReceiver {
  port: number;
  close(): Promise<void>;
}

const firstAddress = (field: AddressObject | AddressObject[] | undefined) => (Array.isArray(field) ? field[0] : field)?.value[0]?.address ?? '';

/** "Am 26.11.2026 schrieb Spareo <…>:", "On … wrote:", "Le … a écrit :": the line that introduces the quote. */
const QUOTE_INTRO = /(wrote|schrieb|a écrit|escribió|ha scritto|schreef).*:\s*$/i;

/** The shopper's own words: the quoted history below them is left out (all of it kept when nothing stands above it). */
export function ownWords(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const quoted = lines.findIndex((line) => line.startsWith('>'));
  if (quoted < 0) return text.trim();
  let end = quoted;
  while (end > 0 && lines[end - 1]!.trim() === '') end--;
  if (end > 0 && QUOTE_INTRO.test(lines[end - 1]!)) end--;
  const own = lines.slice(0, end).join('\n').trim();
  return own || text.trim();
}

export async function startInboundReceiver(conversations: ReplyConversations, settings: InboundSettings, log: MailLog): Promise<InboundReceiver> {
  // Loaded only where mail is received: the parser and the server are 5 MB of live heap (7 MB
  // resident) that every web process would otherwise carry from its start, with no port set.
  const [{ simpleParser }, { SMTPServer }] = await Promise.all([import('mailparser'), import('smtp-server')]);
  const options: SMTPServerOptions = {
    // Mail arrives from other mail servers: no sign-in; TLS is the terminating relay's concern.
    authOptional: true, disabledCommands: ['AUTH', 'STARTTLS'], logger: false, size: settings.maxBytes, banner: 'Spareo', maxClients: 50,
    onRcptTo(address, _session, callback) {
      const token = conversations.tokenOf(address.address);
      if (!token) return callback(Object.assign(new Error('no such mailbox'), { responseCode: 550 }));
      conversations.known(token).then((known) => callback(known ? undefined : Object.assign(new Error('no such mailbox'), { responseCode: 550 })), () => callback(Object.assign(new Error('try again later'), { responseCode: 451 })));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(async (mail) => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) return callback(Object.assign(new Error('message too large'), { responseCode: 552 }));
        const sender = firstAddress(mail.from) || (session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
        // The words kept are bounded as the desk's own answers are.
        const text = ownWords(mail.text ?? '').slice(0, 20_000);
        for (const recipient of session.envelope.rcptTo) {
          const token = conversations.tokenOf(recipient.address);
          if (!token) continue;
          const photos = mail.attachments.filter(mayBePhoto).map((attachment) => attachment.content);
          const kept = await conversations.keep({ token, sender, subject: mail.subject ?? '', text, messageId: mail.messageId ?? null, at: new Date(), photos });
          log.info({ outcome: kept }, 'shopper reply received');
        }
        callback();
      }).catch((error: unknown) => {
        log.error({ err: error }, 'shopper reply not kept');
        callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  server.on('error', (error) => log.error({ err: error }, 'inbound mail receiver'));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
