/**
 * Two checkout forms of one cart (two idempotency keys) posted at the same moment to two web
 * processes of their own on one database, as the cluster's workers or two replicas receive them:
 * one order, one stock deduction, one queued mail per cart, on SQLite and on PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filledForm } from '../checkout/helpers';
import { offersFromShops } from '../checkout/support';
import { scaleBackends, seededScaleDatabase, startWebReplica, type ScaleDatabase, type ShopProcess } from '../support/scale-processes';
import { tempDir } from '../support/temp-dir';

jest.setTimeout(300_000);

const ROUNDS = 30;

describe.each(scaleBackends())('on %s', (backend) => {
  const logDir = tempDir('spareo-double-checkout-');
  let shared: ScaleDatabase;
  let a: ShopProcess;
  let b: ShopProcess;

  beforeAll(async () => {
    shared = await seededScaleDatabase(backend, logDir);
    const started = await Promise.all(['a', 'b'].map((name) => startWebReplica({ ...shared.env, TRUST_PROXY: 'true' }, path.join(logDir, `${name}.log`))));
    a = started[0]!;
    b = started[1]!;
  });

  afterAll(async () => {
    // Killed: a graceful stop would wait out the drain, and nothing here is about stopping.
    await Promise.all([a?.kill(), b?.kill()]);
    await shared?.close();
  });

  const warnings = () => ['a', 'b'].flatMap((name) => fs.readFileSync(path.join(logDir, `${name}.log`), 'utf8').split('\n')
    .filter((line) => /"level":(40|50)/.test(line) && !/ is unset: /.test(line)).map((line) => `${name}: ${line.slice(0, 600)}`));

  const count = async (table: 'orders' | 'mail_queue') => {
    let query = shared.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    if (table === 'mail_queue') query = query.where('kind', '=', 'confirmation');
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  test(`${ROUNDS} rounds of POST /Kasse twice at once, to two processes: one order each`, async () => {
    const [offer] = await offersFromShops(shared.db, 'DE', 1);
    await shared.db.kysely.updateTable('offers').set({ stock: 10_000 }).where('id', '=', offer!.offerId).execute();
    const stock = async () => Number((await shared.db.kysely.selectFrom('offers').select('stock').where('id', '=', offer!.offerId).executeTakeFirstOrThrow()).stock);
    const before = { orders: await count('orders'), mails: await count('mail_queue'), stock: await stock() };
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const address = `10.9.${round >> 8}.${round & 255}`;
      let cookie = 'spareo_delivery_country=DE';
      const send = async (base: string, method: 'GET' | 'POST', pathname: string, form?: Record<string, string>) => {
        const res = await fetch(base + pathname, {
          method, redirect: 'manual',
          headers: { origin: base, cookie, 'x-forwarded-for': address, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
          body: form ? new URLSearchParams(form).toString() : undefined,
        });
        const sid = /spareo_sid=([^;]+)/.exec(res.headers.getSetCookie().join('; '))?.[1];
        if (sid && !cookie.includes(sid)) cookie = `spareo_delivery_country=DE; spareo_sid=${sid}`;
        return { status: res.status, text: await res.text() };
      };
      expect((await send(a.base, 'POST', '/Warenkorb', { action: 'add', offerId: String(offer!.offerId), quantity: '1' })).status).toBe(303);
      const first = filledForm((await send(a.base, 'GET', '/Kasse')).text);
      const second = filledForm((await send(b.base, 'GET', '/Kasse')).text);
      const answers = await Promise.all([send(a.base, 'POST', '/Kasse', first), send(b.base, 'POST', '/Kasse', second)]);
      statuses.push(...answers.map((answer) => answer.status));
      expect([round, await count('orders')]).toEqual([round, before.orders + round + 1]);
    }
    // A refused form says why in the processes' own words (their warnings), not only its status.
    const refused = statuses.filter((s) => s !== 303);
    expect(refused.length === 0 ? [] : [refused, warnings()]).toEqual([]);
    expect(await stock()).toBe(before.stock - ROUNDS);
    expect(await count('mail_queue')).toBe(before.mails + ROUNDS);
  });
});
