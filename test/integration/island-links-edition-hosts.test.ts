/**
 * Links the islands build from the marketplace's data answer 200 on an edition's own host
 * (EDITION_HOSTS: no /fr-FR prefix there) as well as under the prefix, like the server's links.
 * @backends sqlite: the links are built from the contract's answers, the same on both backends.
 */
import request from 'supertest';
import type { NavigationAnswer } from '../../contract/calls/catalogue';
import { readLeaves } from '../../views/islands/navigation/load';
import { readCatalogue } from '../../views/islands/vehicle-panel/catalogue';
import { toGroups } from '../../client/search/suggestions';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const { app, db } = createTestApp({ db: createSeededDatabase(), env: { EDITION_HOSTS: 'www.spareo.fr=fr-FR' } });
let modelId: number;

beforeAll(async () => {
  modelId = (await db.kysely.selectFrom('models').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
});

/** The props the server gave an island on this page (the JSON beside its marker). */
function islandProps(html: string, name: string): Record<string, unknown> {
  const match = new RegExp(`<spareo-island data-name="${name}"[^>]*><script type="application/json">(.*?)</script>`).exec(html);
  if (!match) throw new Error(`no ${name} island on the page`);
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe.each([
  ['on the edition host', 'www.spareo.fr', '/'],
  ['under the prefix', 'localhost', '/fr-FR'],
])('French islands %s', (_label, host, home) => {
  const get = (path: string) => request(app).get(path).set('host', host);

  test('navigation overlay: third-level links answer 200', async () => {
    const page = await get(home).expect(200);
    const props = islandProps(page.text, 'NavigationOverlay') as { links: Parameters<typeof readLeaves>[1] };
    const answer = (await get('/api/navigation').set('x-spareo-locale', 'fr-FR').expect(200)).body as NavigationAnswer;
    const links = Object.values(readLeaves(answer, props.links)).flat().map((leaf) => leaf.href);
    expect(links.length).toBeGreaterThan(20);
    for (const href of links.slice(0, 6)) expect([href, (await get(href)).status]).toEqual([href, 200]);
  });

  test('vehicle panel: the chosen vehicle’s category links answer 200', async () => {
    const page = await get(home).expect(200);
    const props = islandProps(page.text, 'VehiclePanel') as { links: Parameters<typeof readCatalogue>[1] };
    const answer = (await get(`/api/navigation?vehicleModelId=${modelId}`).set('x-spareo-locale', 'fr-FR').expect(200)).body as NavigationAnswer;
    const links = readCatalogue(answer, props.links).flatMap((entry) => [entry.href, ...entry.children.map((child) => child.href)]);
    for (const href of links.slice(0, 6)) expect([href, (await get(href)).status]).toEqual([href, 200]);
  });

  test('search box: suggested categories for "frein" answer 200', async () => {
    const page = await get(home).expect(200);
    const props = islandProps(page.text, 'SearchBox') as { links: Parameters<typeof toGroups>[1] };
    const answer = (await get('/api/search/suggestions?q=frein').set('x-spareo-locale', 'fr-FR').expect(200)).body;
    const links = toGroups(answer, props.links).flatMap((group) => group.options.map((option) => option.href));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect([href, (await get(href)).status]).toEqual([href, 200]);
  });
});
