/**
 * The withdrawal period read from the built server (dist, as `npm start` runs it) whose own clock is
 * moved with libfaketime, not from a clock handed to the code: an order placed on Monday
 * 30 November 2026, shipped on Tuesday 1 December, delivered on Friday 4 December. The period runs
 * 14 whole days from the day after delivery, to the end of Friday 18 December in the shopper's
 * zone: on 16 December the order page and the delivery mail name that day, at 23:30 Berlin time on
 * 18 December the withdrawal is still taken, on 19 December the page says it ended on the 18th.
 * In de-DE, fr-FR and it-IT, in Chromium at 360 and 1366 px; screenshots go to SCREENSHOT_DIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { COOKIES, EDITIONS, orderWords, type Locale } from '../../locales/editions';
import { formatCalendarDay } from '../../locales/moments';
import type { RunningProcess } from '../../scripts/bench/server';
import { filledForm, formOf, orderNumberOf, shopperAgent } from '../checkout/helpers';
import { shopToken, startMailbox, type Mailbox } from '../checkout/support';
import { reopenDatabase } from '../support/database-location';
import { startProductionServer } from '../support/production-server';
import { FAKETIME_LIBRARY } from '../support/faketime';
import { createSeededDatabase } from '../support/seeded-db';
import { tempDir } from '../support/temp-dir';
import { launchBrowser, type TestBrowser } from './support/browser';

jest.setTimeout(300_000);

const LOCALES: Locale[] = ['de-DE', 'fr-FR', 'it-IT'];
const SHOTS = process.env.SCREENSHOT_DIR ?? os.tmpdir();
const clockFile = path.join(tempDir('clock-'), 'now');

/** Moves the server's clock: libfaketime reads the file on every call; '@' lets the clock run on from there. */
const setClock = (utc: string) => fs.writeFileSync(clockFile, `@${utc.replace('T', ' ').replace('Z', '')}\n`);

let server: RunningProcess;
let mailbox: Mailbox;
let chromium: TestBrowser;
let offer: { offerId: number; shopId: number };
let token: string;
let reopened: ReturnType<typeof reopenDatabase>;

beforeAll(async () => {
  setClock('2026-11-30T09:00:00Z');
  mailbox = await startMailbox();
  const db = createSeededDatabase();
  // A shop that ships to Germany on account: the part ships without waiting for a transfer.
  // The first shop on account that ships to Germany promises at most three working days there (set here, not left to the draw).
  const onAccount = (await db.kysely.selectFrom('shops').select(['id', 'payment_methods']).where('withdrawal_days', '=', 14).orderBy('id').execute()).find((shop) => shop.payment_methods.split(',').includes('invoice'))!;
  await db.kysely.updateTable('shop_shipping').set({ delivery_days_min: 1, delivery_days_max: 3 }).where('shop_id', '=', onAccount.id).where('country', '=', 'DE').execute();
  const rows = await db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'DE'))
    // At most three working days to Germany: shipped on Tuesday 1 December, presumed delivered on the
    // Friday the shop then reports, so the shipped mail's last day is the page's.
    .select(['o.id as offerId', 's.id as shopId', 's.payment_methods as methods']).where('o.stock', '>=', 10).where('sh.delivery_days_max', '=', 3).where('s.withdrawal_days', '=', 14).orderBy('o.id').execute();
  offer = rows.find((row) => row.methods.split(',').includes('invoice'))!;
  token = await shopToken(db, offer.shopId);
  server = await startProductionServer(db, {
    LD_PRELOAD: FAKETIME_LIBRARY, FAKETIME_TIMESTAMP_FILE: clockFile, FAKETIME_NO_CACHE: '1',
    // Timers and timeouts keep the machine's monotonic clock; only the calendar moves.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, MAIL_POLL_MS: '200', MAIL_RETRY_BASE_MS: '300', MAIL_RETRY_MAX_MS: '1000',
  });
  reopened = reopenDatabase(db);
  chromium = await launchBrowser();
});

afterAll(async () => {
  await chromium?.close();
  await server?.stop();
  await reopened?.shut();
  await mailbox?.close();
});

/** The order placed at the server's current (moved) time; its page and its one part. */
async function placeOrder(locale: Locale): Promise<{ page: string; part: string }> {
  const { prefix, words } = EDITIONS[locale];
  const agent = shopperAgent(server.base);
  (agent as unknown as { jar: { setCookie(cookie: string, domain: string, path: string): void } }).jar.setCookie(`${COOKIES.deliveryCountry}=DE`, '127.0.0.1', '/');
  await agent.get(`${prefix}/${words.cartGenerate}?cartParam[${offer.offerId}]=1`);
  const form = await agent.get(`${prefix}/${orderWords(words).checkout}`).expect(200);
  const placed = await agent.post(`${prefix}/${orderWords(words).checkout}`).set('origin', server.base).type('form')
    .send(filledForm(form.text, { [`payment-${offer.shopId}`]: 'invoice' })).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const part = await reopened.kysely.selectFrom('order_shops as p').innerJoin('orders as o', 'o.id', 'p.order_id').select('p.number').where('o.number', '=', number).executeTakeFirstOrThrow();
  return { page: placed.headers.location!.replace('&placed=1', ''), part: part.number };
}

const step = (part: string, body: Record<string, unknown>) =>
  request(server.base).post(`/shop-orders/${offer.shopId}/orders/${part}/status`).set('authorization', `Bearer ${token}`).send(body).expect(200);

async function pageAt(url: string, width: number, shot: string): Promise<{ text: string; lastDay: string | null }> {
  const { page, errors } = await chromium.open({ width });
  await page.setCookie({ name: COOKIES.deliveryCountry, value: 'DE', url: server.base });
  await page.goto(`${server.base}${url}`);
  const note = await page.$('.withdrawal-period');
  await note?.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${shot}.png`) as `${string}.png` });
  const answer = {
    text: await page.$eval('main', (m) => (m as HTMLElement).innerText),
    lastDay: note ? await note.evaluate((el) => el.getAttribute('data-last-day')) : null,
  };
  expect(errors).toEqual([]);
  await page.close();
  return answer;
}

test.each(LOCALES)('%s: delivered on 4 December, the period ends on 18 December to the day, on the page and in the mail', async (locale) => {
  const { words } = EDITIONS[locale];
  setClock('2026-11-30T09:00:00Z');
  const order = await placeOrder(locale);
  await step(order.part, { status: 'accepted' });
  setClock('2026-12-01T10:00:00Z');
  await step(order.part, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' });
  setClock('2026-12-04T12:00:00Z');
  await step(order.part, { status: 'delivered' });

  const lastDay = formatCalendarDay('2026-12-18', locale);
  // The delivery mail names the same last day as the page.
  const mail = await mailbox.waitFor((m) => (m.text ?? '').includes(order.part) && (m.text ?? '').includes(lastDay), 30_000);
  expect(mail.text).toContain(formatCalendarDay('2026-12-04', locale));

  setClock('2026-12-16T08:00:00Z');
  for (const width of [360, 1366]) {
    const open = await pageAt(order.page, width, `withdrawal-clock-${locale}-16dec-${width}`);
    expect(open.lastDay).toBe('2026-12-18');
    expect(open.text).toContain(lastDay);
  }

  // The last evening in Berlin (22:30 UTC is 23:30 there): the withdrawal is still taken.
  setClock('2026-12-18T22:30:00Z');
  const url = new URL(order.page, server.base);
  const withdrawal = `${url.pathname}/${orderWords(words).withdraw}${url.search}&part=${order.part}`;
  const agent = shopperAgent(server.base);
  const formPage = await agent.get(withdrawal).expect(200);
  expect(formPage.text).toContain(`value="${order.part}:1"`);
  expect(formOf(formPage.text)).toHaveProperty('part');

  // The next morning it has ended, on the 18th, and the page says so.
  setClock('2026-12-19T07:00:00Z');
  const ended = await pageAt(order.page, 360, `withdrawal-clock-${locale}-19dec-360`);
  expect(ended.lastDay).toBeNull();
  expect(ended.text).toContain(lastDay);
  const late = await agent.get(withdrawal);
  expect(late.text).not.toContain(`value="${order.part}:1"`);
});
