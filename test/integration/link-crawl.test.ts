/**
 * Every link a shopper can follow answers: from each edition's home page, the pages are crawled
 * breadth first over a real loopback server on the seeded catalogue, and the same-origin links,
 * images and documents they name are requested. Bounded: every link of the home page, then a few
 * links of each shape (the path with its words and numbers blotted out) up to a number of pages
 * read, so every kind of link is asked for without asking for thousands of one kind. Links into
 * another edition are that edition's crawl's.
 * @backends sqlite: web tier, a crawl: every link, image and document the pages name answers.
 * The catalogue reads its pages make run on both backends in page-reads.test.ts.
 */
import { EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';

// A busy test machine must not turn a slow page into the marketplace's fallback (503).
const { app } = createTestApp({ db: createSeededDatabase(), env: { MARKETPLACE_TIMEOUT_MS: '60000' } });
const server = serveOnLoopback(app);

/** Pages read per edition, and links of one shape requested beyond the home page. */
const PAGES_PER_EDITION = 150;
const PER_SHAPE = 3;
const PARALLEL = 2;

/** The kind of link: its first path segment, how deep it goes, where numbers are, and its query's names. */
function shapeOf(url: URL): string {
  const segments = url.pathname.split('/').filter(Boolean);
  const kind = segments.map((segment) => (segment.includes('.') ? segment.replace(/^[\w-]+\./, '*.') : /\d/.test(segment) ? '#' : 'w'));
  return `/${kind.join('/')}?${[...url.searchParams.keys()].sort().join('&')}`;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** The same-origin URLs a page links to: anchors, images and their sources, stylesheets and icons. */
function linksOf(html: string, pageUrl: string, origin: string): string[] {
  const found = new Set<string>();
  const add = (raw: string) => {
    const value = decode(raw.trim());
    if (!value || value.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(value)) return;
    const url = new URL(value, pageUrl);
    if (url.origin !== origin) return;
    url.hash = '';
    found.add(url.href);
  };
  for (const match of html.matchAll(/<(a|link)\b[^>]*?\shref="([^"]*)"/g)) add(match[2]!);
  for (const match of html.matchAll(/<(img|source|script)\b[^>]*?\ssrc="([^"]*)"/g)) add(match[2]!);
  for (const match of html.matchAll(/\ssrcset="([^"]*)"/g)) for (const candidate of match[1]!.split(',')) add(candidate.trim().split(/\s+/)[0] ?? '');
  return [...found];
}

async function crawl(locale: Locale): Promise<{ pages: number; checked: number; broken: string[] }> {
  const origin = server.origin();
  const home = `${origin}${pathFor(`Home___${locale}`, {})}`;
  const prefixes = LOCALES.filter((other) => other !== locale).map((other) => EDITIONS[other].prefix).filter(Boolean);
  const inEdition = (url: URL) => {
    const own = EDITIONS[locale].prefix;
    if (own) return url.pathname === own || url.pathname.startsWith(`${own}/`);
    return !prefixes.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
  };
  const seen = new Set<string>([home]);
  const shapes = new Map<string, number>();
  const queue: { url: string; from: string }[] = [{ url: home, from: '(start)' }];
  const broken: string[] = [];
  let pages = 0;
  let checked = 0;
  while (queue.length) {
    const batch = queue.splice(0, PARALLEL);
    await Promise.all(batch.map(async ({ url, from }) => {
      checked++;
      // Plain bodies: whether a link answers is the check, and gzip made by the shop and unpacked
      // here was CPU on both ends for each of the crawl's ~450 answers an edition (the encodings
      // have tests of their own: page-cache, kept-answers, segment-gzip).
      const res = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
      if (res.status !== 200) {
        broken.push(`${res.status} ${url.slice(origin.length)}${res.headers.get('location') ? ` -> ${res.headers.get('location')}` : ''} (on ${from.slice(origin.length) || from})`);
        await res.arrayBuffer();
        return;
      }
      const html = (res.headers.get('content-type') ?? '').startsWith('text/html');
      if (!html || pages >= PAGES_PER_EDITION) return void (await res.arrayBuffer());
      pages++;
      for (const link of linksOf(await res.text(), url, origin)) {
        const parsed = new URL(link);
        if (seen.has(link) || !inEdition(parsed)) continue;
        seen.add(link);
        const shape = shapeOf(parsed);
        const count = shapes.get(shape) ?? 0;
        if (url !== home && count >= PER_SHAPE) continue;
        shapes.set(shape, count + 1);
        queue.push({ url: link, from: url });
      }
    }));
  }
  return { pages, checked, broken };
}

describe('every link answers 200', () => {
  for (const locale of LOCALES) {
    test(`${locale}: the links of every kind from the home page, up to ${PAGES_PER_EDITION} pages`, async () => {
      const { pages, checked, broken } = await crawl(locale);
      expect(broken).toEqual([]);
      expect(pages).toBeGreaterThan(20);
      expect(checked).toBeGreaterThan(pages);
    }, 300_000);
  }
});
