/**
 * Size budgets of what an island's first use evaluates: its entry and every chunk it imports,
 * minified bytes as built (what a phone compiles and runs between the shopper's input and the
 * island's answer; brotli bytes say little about that). Read from the build's manifest.
 * Raise a budget only on purpose: it is the line a change has to argue its way across.
 */
import fs from 'node:fs';
import path from 'node:path';
import { distDir } from '../../server/shared/paths';
import type { ClientManifest } from '../../server/web/page-output/assets';

/** No island's wake-up evaluates more than this: React (~220 KB), zod and the calls it reads. */
const ISLAND_CEILING = 400 * 1024;
/**
 * The islands a shopper's first input wakes on the measured pages (the vehicle picker, the search
 * box, the add to cart): React, the part of zod the contract uses (~100 KB) and only their own
 * calls' schemas. The whole zod namespace (~450 KB) or the whole contract does not fit.
 */
const FIRST_USE_BUDGET: Record<string, number> = {
  VehicleSelector: 360 * 1024,
  SearchBox: 360 * 1024,
  // 1 KB more: a tap's add carries its own key, and an add whose answer was lost says what asking
  // after it found (added, not added, not confirmed); the asking itself is fetched only then.
  // Raised by 4 KB on purpose (2026-11-28): an add updates every cart link's count and its hidden sentence, by the language's plural rule.
  AddToCart: 365 * 1024,
};

const clientDir = path.join(distDir, 'client');
const manifestFile = path.join(clientDir, 'manifest.json');
if (!fs.existsSync(manifestFile)) throw new Error('dist/client/manifest.json is missing: run `npm run build` first (npm test does)');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest;

const bytesOf = (url: string) => fs.statSync(path.join(clientDir, path.basename(url))).size;
const wakeUpBytes = (name: string) => {
  const entry = manifest.islands[name]!;
  return [entry.file, ...entry.imports].reduce((sum, url) => sum + bytesOf(url), 0);
};

test.each(Object.keys(manifest.islands))('%s: its wake-up evaluates at most the islands\' ceiling', (name) => {
  expect(wakeUpBytes(name)).toBeLessThanOrEqual(ISLAND_CEILING);
});

test.each(Object.entries(FIRST_USE_BUDGET))('%s: the first use evaluates at most its budget', (name, budget) => {
  expect(manifest.islands[name]).toBeDefined();
  expect(wakeUpBytes(name)).toBeLessThanOrEqual(budget);
});
