/**
 * A real shop for the checkout tests: seeded SQLite copy, the real app with the shop order API
 * beside it (as in server/processes/main.ts), the mail worker sending to a real SMTP server started in this
 * process (smtp-server), and every log line kept in memory so a test can search it.
 */
import type { MarketplaceDependencies } from '../../server/marketplace/dependencies';
import type { AddressInfo } from 'node:net';
import http, { type Server } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailSettingsFrom } from '../../server/config/config';
import { createLogger, partOf } from '../../server/shared/logger';
import { loadAssets, type Assets } from '../../server/web/page-output/assets';
import type { Database } from '../../server/marketplace/db/connection';
import { startMailWorker, type MailWorker } from '../../server/marketplace/mail/worker';
import { startRefundSender, type RefundSender } from '../../server/marketplace/refunds/index';
import { mountBeside } from '../../server/wiring/mount-beside';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

export interface Mailbox {
  port: number;
  mails: ParsedMail[];
  /** Resolves with the first mail that satisfies the test (waits for it). */
  waitFor(test: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every mail it receives. */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const mails: ParsedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        mails.push(mail);
        for (const wake of waiting) wake();
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = (server.server.address() as AddressInfo).port;
  return {
    port: address,
    mails,
    waitFor(test, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(test);
          if (!found) return false;
          waiting.delete(check as () => void);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check as () => void);
          reject(new Error(`no such mail within ${timeoutMs} ms (got ${mails.length}: ${mails.map((m) => m.subject).join(' | ')})`));
        }, timeoutMs);
        if (!check()) waiting.add(check as () => void);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface CheckoutShop {
  origin: string;
  db: Database;
  logs: string[];
  mailWorker: MailWorker;
  /** Sends the provider refunds the steps recorded, as the marketplace process does. */
  refundSender: RefundSender;
  /** What the marketplace was handed; a test switches the payment provider here. */
  dependencies: MarketplaceDependencies;
  close(): Promise<void>;
}

/** `client`: a private client build to serve (browser tests); without it the app uses dist/. */
export async function startCheckoutShop(options: { smtpPort: number; db?: Database; env?: Record<string, string>; client?: { dir: string; manifest: Assets['manifest'] } }): Promise<CheckoutShop> {
  const logs: string[] = [];
  const logger = createLogger('info', new Writable({ write(chunk, _encoding, done) { logs.push(String(chunk)); done(); } }));
  const db = options.db ?? createSeededDatabase();
  // Listening first: the shop's public origin (the links in its mails) is this server's address.
  const server: Server = await new Promise((resolve) => {
    const listening = http.createServer().listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = { SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`, MAIL_POLL_MS: '200', MAIL_RETRY_BASE_MS: '300', MAIL_RETRY_MAX_MS: '1000', PUBLIC_ORIGIN: origin, ...options.env };
  const assets = options.client ? { ...loadAssets(), manifest: options.client.manifest } : undefined;
  const { app, config, dependencies } = createTestApp({ db, env, logger, assets });
  const mailWorker = startMailWorker(db, mailSettingsFrom(config), partOf(logger, 'mail'));
  // As in the marketplace process: refunds a step owed go out after it, woken by the step.
  const refundSender = startRefundSender(db.kysely, { provider: () => dependencies.paymentProvider, pollMs: 60_000, onError: (error) => logger.error({ err: error }, 'sending provider refunds failed') });
  const root = express();
  if (options.client) root.use('/assets', express.static(options.client.dir, { index: false }));
  root.use(app);
  server.on('request', root);
  return {
    origin,
    db,
    logs,
    mailWorker,
    refundSender,
    dependencies,
    async close() {
      await refundSender.stop();
      await mailWorker.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface PickedOffer { offerId: number; shopId: number; shopName: string; price: number }

/** One orderable offer from each of `count` different shops that ship to the country and take prepayment. */
export async function offersFromShops(db: Database, country: string, count = 3): Promise<PickedOffer[]> {
  const k = db.kysely;
  return k.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', country))
    .select(['o.id as offerId', 's.id as shopId', 's.name as shopName', 'o.price_cents as price'])
    .where('o.stock', '>=', 10)
    .where('o.id', '=', (eb) => eb.selectFrom('offers as o2').select((inner) => inner.fn.min('o2.id').as('id')).whereRef('o2.shop_id', '=', 's.id').where('o2.stock', '>=', 10))
    .orderBy('s.id').limit(count).execute();
}

/** Rows in one of the order tables, on either backend. */
export async function countRows(db: Database, table: 'orders' | 'mail_queue' | 'order_shops'): Promise<number> {
  const row = await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function shopToken(db: Database, shopId: number): Promise<string> {
  return issueShopToken(db.kysely, shopId);
}

export interface ShopWithMailbox {
  readonly mailbox: Mailbox;
  readonly shop: CheckoutShop;
}

/** A checkout shop and its in-process mailbox, started before a file's tests and stopped after them. */
export function checkoutShopWithMailbox(): ShopWithMailbox {
  let mailbox: Mailbox | undefined;
  let shop: CheckoutShop | undefined;
  beforeAll(async () => {
    mailbox = await startMailbox();
    shop = await startCheckoutShop({ smtpPort: mailbox.port });
  });
  afterAll(async () => {
    await shop?.close();
    await mailbox?.close();
  });
  return {
    get mailbox() {
      if (!mailbox) throw new Error('the mailbox is not started: use it inside a test');
      return mailbox;
    },
    get shop() {
      if (!shop) throw new Error('the shop is not started: use it inside a test');
      return shop;
    },
  };
}
