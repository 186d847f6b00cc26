/**
 * robots.txt read by a real robots.txt parser: every URL of every sitemap (a sample of each file)
 * may be crawled, and the search-result pages, carts and the country picker may not, in every
 * edition and on an edition's own host.
 * @backends sqlite: robots.txt's rules and the sitemaps' URL shapes are the web tier's; the catalogue behind them is read the same way on both backends (tested elsewhere).
 */
import robotsParser from 'robots-parser';
import request from 'supertest';
import { EDITIONS, LOCALES } from '../../locales/editions';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const { app } = createTestApp({ db: createSeededDatabase(), env: { EDITION_HOSTS: 'www.spareo.fr=fr-FR,www.spareo.it=it-IT' } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** First, last and evenly spread entries: at most `size` of them. */
function sample<T>(list: T[], size = 150): T[] {
  if (list.length <= size) return list;
  const step = list.length / size;
  return [...new Set([...Array.from({ length: size }, (_, i) => list[Math.floor(i * step)]!), list.at(-1)!])];
}

async function robotsOf(host: string) {
  const res = await request(app).get('/robots.txt').set('host', host).expect(200);
  return { text: res.text, robot: robotsParser(`http://${host}/robots.txt`, res.text) };
}

describe('every sitemap URL may be crawled', () => {
  test('a sample of every sitemap file of every edition is allowed', async () => {
    const { robot, text } = await robotsOf('shop.test');
    expect(robot.getSitemaps()).toEqual(['http://shop.test/sitemap.xml']);
    const files = locs((await request(app).get('/sitemap.xml').set('host', 'shop.test').expect(200)).text);
    for (const locale of LOCALES) expect(files.some((file) => file.includes(`/sitemap-${locale}-`))).toBe(true);
    let checked = 0;
    const articlePaths = new Set<string>();
    for (const file of files) {
      const urls = locs((await request(app).get(new URL(file).pathname).set('host', 'shop.test').expect(200)).text);
      for (const url of sample(urls)) {
        expect({ url, allowed: robot.isAllowed(url, 'Googlebot') }).toEqual({ url, allowed: true });
        checked++;
        for (const locale of LOCALES) if (new URL(url).pathname.startsWith(`${EDITIONS[locale].prefix}/${EDITIONS[locale].words.partSearch}/`)) articlePaths.add(locale);
      }
    }
    // The article pages of every edition were among them, including those whose path starts with the search word.
    expect([...articlePaths].sort()).toEqual([...LOCALES].sort());
    expect(checked).toBeGreaterThan(1000);
    expect(text).toContain('Disallow: /api/');
  }, 120_000);
});

describe('search results, carts and the country picker are blocked', () => {
  test.each(LOCALES)('%s', async (locale) => {
    const { robot } = await robotsOf('shop.test');
    const { prefix, words } = EDITIONS[locale];
    const blocked = [
      `${prefix}/${words.fulltextSearch}?q=bremse`,
      `${prefix}/${words.fulltextSearch}?q=filtre&page=2`,
      `${prefix}/${words.fulltextSearch}`,
      `${prefix}/${words.cart}`,
      `${prefix}/${words.cartGenerate}?lines=1`,
      `${prefix}/${words.deliveryCountry}`,
      `${prefix}/search?q=bremse`,
      '/api/listing?categoryId=1',
    ];
    for (const path of blocked) expect({ path, allowed: robot.isAllowed(`http://shop.test${path}`, 'Googlebot') }).toEqual({ path, allowed: false });
    // Pages that merely begin with the same word stay open.
    for (const path of [`${prefix}/${words.partSearch}/BOSCH/0986479S90`, `${prefix}/${words.fulltextSearch}-x/y/--1`]) {
      expect({ path, allowed: robot.isAllowed(`http://shop.test${path}`, 'Googlebot') }).toEqual({ path, allowed: true });
    }
  });

  test('on an edition\'s own host the sitemaps list only that edition, without prefix, every URL allowed and answering', async () => {
    const { robot } = await robotsOf('www.spareo.fr');
    const files = locs((await request(app).get('/sitemap.xml').set('host', 'www.spareo.fr').expect(200)).text);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(file).toMatch(/^http:\/\/www\.spareo\.fr\/sitemap-fr-FR-\d+\.xml$/);
    await request(app).get('/sitemap-de-DE-1.xml').set('host', 'www.spareo.fr').expect(404);
    const answered: string[] = [];
    for (const file of files) {
      const urls = locs((await request(app).get(new URL(file).pathname).set('host', 'www.spareo.fr').expect(200)).text);
      for (const url of sample(urls, 60)) {
        expect(url.startsWith('http://www.spareo.fr/')).toBe(true);
        expect(url).not.toContain('/fr-FR');
        expect({ url, allowed: robot.isAllowed(url, 'Googlebot') }).toEqual({ url, allowed: true });
      }
      answered.push(urls[0]!, urls.at(-1)!);
    }
    for (const url of answered) {
      const res = await request(app).get(new URL(url).pathname).set('host', 'www.spareo.fr');
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
    }
  }, 120_000);

  test('an edition on its own host names its paths without the prefix', async () => {
    const { robot, text } = await robotsOf('www.spareo.fr');
    expect(text).not.toContain('/fr-FR/');
    expect(robot.isAllowed('http://www.spareo.fr/recherche?q=frein', 'Googlebot')).toBe(false);
    expect(robot.isAllowed('http://www.spareo.fr/panier', 'Googlebot')).toBe(false);
    expect(robot.isAllowed('http://www.spareo.fr/recherche-piece/BOSCH/0986479S90', 'Googlebot')).toBe(true);
    expect(robot.isAllowed('http://www.spareo.fr/freins/tout-type-de-vehicule/--12', 'Googlebot')).toBe(true);
  });
});
