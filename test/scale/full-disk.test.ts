/**
 * A full disk, made for real: the marketplace service's feed uploads and media files on a tmpfs of
 * 256 KB, filled up. A feed upload answers 507 with Retry-After (the portal's form says there is
 * no room) and leaves no file behind, a photo
 * not yet drawn is drawn and served without being kept (no partial file), readiness says which
 * folder is full and answers 503 until there is room again, and a process started on the full
 * disk refuses to start, naming it. Needs root to mount (CI runs as root); skipped otherwise.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../../server/marketplace/db/connection';
import { childEnvironment } from '../../server/config/config';
import { distDir } from '../../server/shared/paths';
import { addFeedShop, scaleBackends, seededScaleDatabase, SHARED_SECRET, startMarketplaceService, type ShopProcess } from '../support/scale-processes';
import { STAFF_SESSION_HEADER } from '../../contract/headers';
import { internalToken } from '../../server/request-checks/internal-token';
import { createStaff } from '../support/staff';
import { tempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

/** The headers the web tier's relay sends a form on with: the staff session it read from its signed cookie, and its token. */
const relayed = (token: string) => ({ [STAFF_SESSION_HEADER]: token, authorization: `Bearer ${internalToken(SHARED_SECRET)}` });

jest.setTimeout(120_000);

const asRoot = process.getuid?.() === 0;

/** Every file below dir, by its path relative to dir. */
function filesBelow(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Writes until the file system says ENOSPC: what is left is less than a page. */
function fillUp(dir: string): void {
  for (let i = 0; ; i++) {
    try {
      fs.writeFileSync(path.join(dir, `filler-${i}`), Buffer.alloc(i === 0 ? 1 << 20 : 4096, 1));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      if (i > 0) return;
    }
  }
}

(asRoot ? describe.each(scaleBackends()) : describe.skip.each(scaleBackends()))('a full disk under the marketplace service on %s', (backend) => {
  const dir = tempDir('spareo-full-disk-');
  const volume = path.join(dir, 'volume');
  const uploads = path.join(volume, 'feed-uploads');
  const media = path.join(volume, 'media');
  let db: Database;
  let closeDatabase: (() => Promise<void>) | undefined;
  let env: Record<string, string> = {};
  let marketplace: ShopProcess | undefined;
  let shop = { shopId: 0, token: '' };
  let mounted = false;

  beforeAll(async () => {
    fs.mkdirSync(volume);
    const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', volume], { encoding: 'utf8' });
    if (mount.status !== 0) throw new Error(`mount failed: ${mount.stderr}`);
    mounted = true;
    const seeded = await seededScaleDatabase(backend, dir);
    db = seeded.db;
    closeDatabase = seeded.close;
    shop = await addFeedShop(db, 'Full Disk Parts', 'full-disk-parts');
    env = { ...seeded.env, FEED_UPLOAD_DIR: uploads, MEDIA_DIR: media };
    marketplace = await startMarketplaceService(env, path.join(dir, 'marketplace.log'));
    expect((await fetch(`${marketplace.base}/readyz`)).status).toBe(200);
    fillUp(volume);
  });

  afterAll(async () => {
    await marketplace?.kill().catch(() => {});
    await closeDatabase?.();
    if (mounted) spawnSync('umount', [volume]);
  });

  test('a feed upload answers 507 with Retry-After and leaves no .upload file', async () => {
    const feed = `sku;brand;mpn;price;stock\n${Array.from({ length: 400 }, (_, i) => `FULL-${i};BOSCH;0 986 ${i};12,34;5`).join('\n')}\n`;
    const answer = await fetch(`${marketplace!.base}/feeds/${shop.shopId}`, { method: 'PUT', body: feed, headers: { 'content-type': 'text/csv', authorization: `Bearer ${shop.token}` } });
    expect(answer.status).toBe(507);
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(await answer.json()).toMatchObject({ error: 'insufficient_storage' });
    await waitFor('no .upload file left', () => filesBelow(uploads).length === 0, 5000);
    expect(filesBelow(uploads)).toEqual([]);
  });

  test('the portal\'s upload form goes back saying there is no room, and leaves no .upload file', async () => {
    const owner = await createStaff(db.kysely, 'shop_owner', { shopId: shop.shopId });
    const form = new FormData();
    form.append('feed', new Blob(['sku;brand;mpn;price;stock\n'.repeat(200)], { type: 'text/csv' }), 'angebote.csv');
    // As the web tier relays the form (server/web/form-relay.ts): the staff session in the identity header, with its token.
    const answer = await fetch(`${marketplace!.base}/portal/feed-uploads`, { method: 'POST', redirect: 'manual', headers: relayed(owner.token), body: form });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/portal/feeds?problem=storage_full');
    await waitFor('no .upload file left', () => filesBelow(uploads).length === 0, 5000);
    expect(filesBelow(uploads)).toEqual([]);
  });

  test('the logo form goes back saying there is no room, and no partial logo file is left', async () => {
    const owner = await createStaff(db.kysely, 'shop_owner', { shopId: shop.shopId });
    const logo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b00000' } }).png({ compressionLevel: 0 }).toBuffer();
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    const answer = await fetch(`${marketplace!.base}/portal/logo-uploads`, { method: 'POST', redirect: 'manual', headers: relayed(owner.token), body: form });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/portal/shop-page?logo=storage_full#logo');
    expect(filesBelow(media).filter((file) => file.endsWith('.part'))).toEqual([]);
  });

  test('a photo not yet drawn is served all the same, and no .part file is left', async () => {
    const photo = await db.kysely.selectFrom('photos').select(['id', 'widths']).where('recipe', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const width = photo.widths.split(',')[0];
    const answer = await fetch(`${marketplace!.base}/media/photos/${photo.id}-${width}.webp`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect(filesBelow(media).filter((file) => file.endsWith('.part'))).toEqual([]);
  });

  test('readiness names the full folder and answers 503 until there is room; liveness stays 200', async () => {
    // The probe's finding is reused for a second: the next look after that sees the full disk.
    let full!: Response;
    await waitFor('readiness to see the full disk', async () => (full = await fetch(`${marketplace!.base}/readyz`)).status !== 200, 3000, 50);
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ status: 'not_ready', disk: { FEED_UPLOAD_DIR: 'ENOSPC' } });
    expect((await fetch(`${marketplace!.base}/healthz`)).status).toBe(200);
  });

  test('a process started on the full disk refuses to start and says which folder is full', () => {
    const started = spawnSync(process.execPath, [path.join(distDir, 'server', 'processes', 'marketplace-main.js')], {
      env: childEnvironment({ NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', CHECK_SECRET: SHARED_SECRET, SEED_ON_START: 'false', MARKETPLACE_PORT: '0', ...env }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/FEED_UPLOAD_DIR: cannot write to .* \(ENOSPC\): its disk is full/);
  });

  test('once there is room, readiness answers 200 again within a few seconds', async () => {
    for (const file of fs.readdirSync(volume)) if (file.startsWith('filler-')) fs.rmSync(path.join(volume, file));
    let answer!: Response;
    await waitFor('readiness to see room again', async () => (answer = await fetch(`${marketplace!.base}/readyz`)).status === 200, 5000, 50);
    expect(await answer.json()).toMatchObject({ status: 'ready', disk: { FEED_UPLOAD_DIR: 'ok', MEDIA_DIR: 'ok' } });
  });
});
