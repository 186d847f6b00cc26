/**
 * The mail worker: a loop in the process that sends queued mails over SMTP (nodemailer) and, when
 * the server does not take them, tries again later with exponential backoff. Nothing personal is
 * logged: mails are named by id and kind, never by recipient.
 */
import nodemailer from 'nodemailer';
import type { Database } from '../db/connection';
import { claimDueMails, markFailed, markSent, onMailQueued } from './queue';

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
}

export interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailWorker {
  /** Sends what is due now; resolves when this round is done. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** Delay before the next attempt after `attempts` failed ones: base * 2^(attempts-1), capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Polls the queue table; any number of replicas may run one (each claims a mail before sending it). */
export function startMailWorker(handle: Database, settings: MailSettings, log: MailLog): MailWorker {
  const db = handle.kysely;
  // Without SMTP_URL mails still queue (nothing is lost); they go out once a server is configured.
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  if (!transport) log.warn({}, 'SMTP_URL is unset: order mails are queued in the database but not sent');
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  let again = false;

  async function round(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (const mail of await claimDueMails(db, new Date(), 60_000)) {
      try {
        await transport.sendMail({ from: settings.from, to: mail.recipient, subject: mail.subject, text: mail.text_body, html: mail.html_body, ...(mail.reply_to ? { replyTo: mail.reply_to } : {}) });
        await markSent(db, mail.id);
        sent += 1;
        log.info({ mailId: mail.id, kind: mail.kind }, 'mail sent');
      } catch (error) {
        const attempts = mail.attempts + 1;
        const giveUp = attempts >= settings.maxAttempts;
        const retryAt = giveUp ? null : new Date(Date.now() + backoffMs(attempts, settings.retryBaseMs, settings.retryMaxMs));
        // The error's code and message only: nodemailer's error objects can carry the envelope.
        const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
        const reason = `${typeof code === 'string' ? code : 'error'}: ${typeof message === 'string' ? message : 'unknown'}`;
        await markFailed(db, mail.id, reason, retryAt);
        const fields = { mailId: mail.id, kind: mail.kind, attempts, retryAt: retryAt?.toISOString() ?? null, reason };
        if (giveUp) log.error(fields, 'mail given up');
        else log.warn(fields, 'mail not sent, will retry');
      }
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = round().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void runOnce();
      }
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce().catch((error) => log.error({ err: error }, 'mail round failed')).finally(schedule);
    }, settings.pollMs);
    timer.unref();
  }

  const unsubscribe = onMailQueued(() => {
    if (!stopped) runOnce().catch((error) => log.error({ err: error }, 'mail round failed'));
  });
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
      transport?.close();
    },
  };
}
