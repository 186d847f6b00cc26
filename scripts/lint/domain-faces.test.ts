/**
 * The domain-faces rule against the real marketplace tree: an import of another domain's files is
 * refused and its face allowed, from inside the marketplace and from outside it; an import that
 * would tie two domains both ways is refused, whichever way the tree already ties them; the ground
 * imports no domain; tests may reach anywhere. And the tree itself: no source reaches past a face.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Linter, type ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
// The rule is CommonJS, shared with eslint.config.mjs.
const plugin = require('./domain-faces.cjs') as ESLint.Plugin;

const root = path.resolve(__dirname, '../..');
const linter = new Linter({ configType: 'flat', cwd: root });
const config: Linter.Config[] = [{
  files: ['**/*.{ts,tsx,js,mjs,cjs}'],
  languageOptions: { parser: tseslint.parser as Linter.Parser },
  plugins: { spareo: plugin },
  rules: { 'spareo/domain-faces': 'error' },
}];

/** The rule's messages for a source at a path of the tree. */
const messages = (file: string, source: string) => linter.verify(source, config, { filename: path.join(root, file) }).map((m) => m.message);

test("another domain's files are refused, its face is not", () => {
  expect(messages('server/marketplace/orders/x.ts', "import { enqueueMail } from '../mail/queue';\nexport const e = enqueueMail;\n"))
    .toEqual([expect.stringContaining("import from '../mail'")]);
  expect(messages('server/marketplace/orders/x.ts', "import { enqueueMail } from '../mail';\nexport const e = enqueueMail;\n")).toEqual([]);
  expect(messages('server/marketplace/orders/x.ts', "import { enqueueMail } from '../mail/index';\nexport const e = enqueueMail;\n")).toEqual([]);
  expect(messages('server/marketplace/orders/x.ts', "export { enqueueMail } from '../mail/queue';\n")).toHaveLength(1);
  expect(messages('server/marketplace/orders/x.ts', "export const load = () => import('../mail/queue');\n")).toHaveLength(1);
  // A type is an import too.
  expect(messages('server/marketplace/orders/x.ts', "import type { OutgoingMail } from '../mail/queue';\nexport type M = OutgoingMail;\n")).toHaveLength(1);
});

test('the composition uses faces too; a domain its own files as it likes', () => {
  expect(messages('server/marketplace/endpoints.ts', "import { orderEndpoints } from './orders/endpoints';\nexport const e = orderEndpoints;\n")).toHaveLength(1);
  expect(messages('server/marketplace/endpoints.ts', "import { orderEndpoints } from './orders';\nexport const e = orderEndpoints;\n")).toEqual([]);
  expect(messages('server/marketplace/orders/x.ts', "import { buildQuote } from './quote';\nexport const q = buildQuote;\n")).toEqual([]);
});

test('a tie that would run both ways is refused', () => {
  // orders import mail (to queue the order's mails), so mail may not import orders, even by its face.
  expect(messages('server/marketplace/mail/x.ts', "import { orderByNumber } from '../orders';\nexport const o = orderByNumber;\n"))
    .toEqual([expect.stringContaining('orders already imports mail')]);
  // The seed sits on top of the domains: it may import them; they may not import it.
  expect(messages('server/marketplace/seed/x.ts', "import { normalisePartNumber } from '../search';\nexport const n = normalisePartNumber;\n")).toEqual([]);
  expect(messages('server/marketplace/search/x.ts', "import { seedDatabase } from '../seed';\nexport const s = seedDatabase;\n"))
    .toEqual([expect.stringContaining('seed already imports search')]);
});

test('the ground imports no domain; any domain imports the ground file by file', () => {
  expect(messages('server/marketplace/db/x.ts', "import { enqueueMail } from '../mail';\nexport const e = enqueueMail;\n")).toEqual([expect.stringContaining('the ground')]);
  expect(messages('server/marketplace/dependencies.ts', "import type { OutgoingMail } from './mail';\nexport type M = OutgoingMail;\n")).toEqual([expect.stringContaining('the ground')]);
  expect(messages('server/marketplace/mail/x.ts', "import type { Db } from '../db/connection';\nimport { endpoint } from '../http/endpoint';\nexport type D = Db;\nexport const e = endpoint;\n")).toEqual([]);
});

test('tests may reach into a domain', () => {
  expect(messages('server/marketplace/mail/queue.test.ts', "import { orderByNumber } from '../orders/repository';\nexport const o = orderByNumber;\n")).toEqual([]);
  expect(messages('server/wiring/marketplace-services.test.ts', "import { mediaRouter } from '../marketplace/media/router';\nexport const m = mediaRouter;\n")).toEqual([]);
});

test('outside the marketplace a domain and the flows are used through their faces, the ground and the composition as they are', () => {
  expect(messages('server/wiring/x.ts', "import { mediaRouter } from '../marketplace/media/router';\nexport const m = mediaRouter;\n"))
    .toEqual([expect.stringContaining("import from '../marketplace/media'")]);
  expect(messages('server/wiring/x.ts', "import { mediaRouter } from '../marketplace/media';\nexport const m = mediaRouter;\n")).toEqual([]);
  expect(messages('scripts/x.ts', "import { createRng } from '../server/marketplace/seed/rng';\nexport const r = createRng;\n"))
    .toEqual([expect.stringContaining("import from '../server/marketplace/seed'")]);
  expect(messages('scripts/bench/x.ts', "import type { ListingFilters } from '../../server/marketplace/catalogue/filters';\nexport type F = ListingFilters;\n")).toHaveLength(1);
  expect(messages('server/wiring/x.ts', "import { startAnonymising } from '../marketplace/flows/anonymise-past-retention';\nexport const s = startAnonymising;\n"))
    .toEqual([expect.stringContaining("import from '../marketplace/flows'")]);
  expect(messages('server/wiring/x.ts', "import type { Database } from '../marketplace/db/connection';\nimport { marketplaceRouter } from '../marketplace/http/router';\nimport type { MarketplaceDependencies } from '../marketplace/dependencies';\nimport { createMarketplace } from '../marketplace';\nexport type D = [Database, MarketplaceDependencies];\nexport const m = [marketplaceRouter, createMarketplace];\n")).toEqual([]);
  expect(messages('server/web/x.ts', "import { logger } from '../shared/logger';\nexport const l = logger;\n")).toEqual([]);
});

/** The sources eslint lints with this rule (eslint.config.mjs: every file but the tests) that name the marketplace in an import. */
function importersOfTheMarketplace(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && fs.readFileSync(path.join(root, file), 'utf8').includes('marketplace/')) found.push(file);
    }
  };
  for (const dir of ['server', 'scripts', 'client', 'views', 'contract', 'locales']) walk(dir);
  return found;
}

test('no source in the tree reaches past a face', () => {
  const files = importersOfTheMarketplace();
  // The walk reaches the importers the rule was written for (the wiring, config, the scripts).
  expect(files).toEqual(expect.arrayContaining(['server/wiring/marketplace-services.ts', 'server/config/config.ts', 'scripts/feed.ts']));
  const pastFaces = files.flatMap((file) => messages(file, fs.readFileSync(path.join(root, file), 'utf8')).map((message) => `${file}: ${message}`));
  expect(pastFaces).toEqual([]);
});

test('flows stand above the domains: they use the faces, no domain imports them', () => {
  expect(messages('server/marketplace/flows/x.ts', "import { anonymiseOrder } from '../orders';\nexport const a = anonymiseOrder;\n")).toEqual([]);
  expect(messages('server/marketplace/flows/x.ts', "import { anonymiseOrder } from '../orders/personal-data';\nexport const a = anonymiseOrder;\n"))
    .toEqual([expect.stringContaining("import from '../orders'")]);
  expect(messages('server/marketplace/desk/x.ts', "import { erasePersonalData } from '../flows';\nexport const e = erasePersonalData;\n"))
    .toEqual([expect.stringContaining('flows stand above the domains')]);
  expect(messages('server/marketplace/db/x.ts', "import { anonymiseExpired } from '../flows';\nexport const a = anonymiseExpired;\n"))
    .toEqual([expect.stringContaining('flows stand above the domains')]);
  expect(messages('server/marketplace/endpoints.ts', "import { flowEndpoints } from './flows';\nexport const f = flowEndpoints;\n")).toEqual([]);
});
