/**
 * Accounts on the pages: the model page offers "save vehicle" (DE and AT,
 * not yet saved) as the SaveVehicle island around the no-JS link; the header account link shows the
 * signed-in state; userActive is in the page state once the saved-vehicle list is non-empty.
 * @backends sqlite: web tier, the save-vehicle link and the header's account state on the pages.
 */
import { pathFor } from '../../server/web/routes/table';
import type { Locale } from '../../locales/editions';
import { accountsApp, checkHeaders, registered, visitor } from './accounts-helpers';

const { app, db } = accountsApp({ MARKETPLACE_TIMEOUT_MS: '10000' });
let model: { id: number; seriesSlug: string };
beforeAll(async () => {
  model = await db.kysely.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').select(['m.id', 's.slug as seriesSlug'])
    .orderBy('m.id').limit(1).offset(3).executeTakeFirstOrThrow();
});
const modelPath = (locale: Locale) => pathFor(`Model___${locale}`, { seriesSlug: model.seriesSlug, modelId: String(model.id) });
const savePath = (locale: Locale) => pathFor(`SaveVehicle___${locale}`, { modelId: String(model.id) });

function pageState(html: string): Record<string, unknown> {
  return JSON.parse(/<script id="spareo-state"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
}
function islandProps(html: string, name: string): Record<string, unknown> | undefined {
  const found = new RegExp(`<spareo-island data-name="${name}"[^>]*><script type="application/json">([^<]*)</script>`).exec(html);
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : undefined;
}
const accountLink = (html: string) => /<a class="account-link[^"]*" href="([^"]+)">([^<]+)<\/a>/.exec(html);

describe('signed out', () => {
  test.each(['de-DE', 'de-AT'] as const)('%s: the model page offers saving as an island around the save-path link; the header says Einloggen', async (locale) => {
    const html = (await visitor(app).get(modelPath(locale)).expect(200)).text;
    expect(html).toContain(`<a class="save-vehicle-link" href="${savePath(locale)}">Fahrzeug speichern</a>`);
    expect(islandProps(html, 'SaveVehicle')).toMatchObject({
      modelId: String(model.id),
      href: savePath(locale),
      loginHref: pathFor(`Login___${locale}`, {}, { query: { redirectUrl: savePath(locale) } }),
      accountHref: pathFor(`SavedVehicles___${locale}`, {}),
      locale,
      texts: { link: 'Fahrzeug speichern', saved: 'Fahrzeug gespeichert', loginHint: 'Bitte loggen Sie sich ein, um Fahrzeuge zu speichern.' },
    });
    const link = accountLink(html);
    expect(link?.[1]?.replace(/&amp;/g, '&')).toBe(pathFor(`Login___${locale}`, {}, { query: { redirectUrl: modelPath(locale) } }));
    expect(link?.[2]).toBe('Einloggen');
    expect(pageState(html).userActive).toBeUndefined();
  });

  test.each(['es-ES', 'fr-FR', 'it-IT', 'nl-NL'] as const)('%s: no save offer and no account link', async (locale) => {
    const html = (await visitor(app).get(modelPath(locale)).expect(200)).text;
    expect(html).not.toContain('class="save-vehicle');
    expect(html).not.toContain('data-name="SaveVehicle"');
    expect(html).not.toContain('class="account-link');
  });

  test('other vehicle pages never offer saving (no model chosen)', async () => {
    const series = await db.kysely.selectFrom('series_pages as p').innerJoin('series as s', 's.series_page_id', 'p.id').select(['p.id', 'p.slug']).orderBy('p.id').limit(1).executeTakeFirstOrThrow();
    const html = (await visitor(app).get(pathFor('Series___de-DE', { seriesSlug: series.slug, seriesPageId: series.id })).expect(200)).text;
    expect(html).not.toContain('class="save-vehicle');
  });
});

describe('signed in', () => {
  test('header shows Mein Konto linking the account area; saving removes the offer and marks the user active', async () => {
    const agent = visitor(app);
    await registered(agent, 'modellseite@example.de');
    let html = (await agent.get(modelPath('de-DE')).expect(200)).text;
    expect(accountLink(html)?.slice(1)).toEqual(['/Mein-Spareo/Fahrzeuge', 'Mein Konto']);
    expect(html).toContain('class="account-link account-link-signed-in"');
    expect(html).toContain('class="save-vehicle-link"');
    // Signed in with an empty list: not active yet.
    expect(pageState(html).userActive).toBeUndefined();

    // What the island does: POST /api/user/vehicles {modelId} with csr, ts, c.
    const saved = await agent.post('/api/user/vehicles').set('x-spareo-locale', 'de-DE').set(await checkHeaders(app)).send({ modelId: String(model.id) }).expect(200);
    expect(saved.body).toEqual({ success: true });

    html = (await agent.get(modelPath('de-DE')).expect(200)).text;
    expect(html).not.toContain('class="save-vehicle');
    expect(pageState(html).userActive).toBe(true);
    // The flag is general state: every page carries it, in both account editions.
    expect(pageState((await agent.get('/').expect(200)).text).userActive).toBe(true);
    expect(pageState((await agent.get('/de-AT').expect(200)).text).userActive).toBe(true);
    // Another model is still offered.
    const other = await db.kysely.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').select(['m.id', 's.slug as seriesSlug'])
      .where('m.id', '<>', model.id).orderBy('m.id').limit(1).executeTakeFirstOrThrow();
    expect((await agent.get(pathFor('Model___de-DE', { seriesSlug: other.seriesSlug, modelId: String(other.id) })).expect(200)).text).toContain('class="save-vehicle-link"');
  });

  test('signed out again, the header goes back to Einloggen and the flag is gone', async () => {
    const agent = visitor(app);
    await registered(agent, 'abmelden-kopf@example.de');
    await agent.post('/api/user/vehicles').set(await checkHeaders(app)).send({ modelId: model.id }).expect(200);
    await agent.post('/Einloggen').type('form').send({ action: 'signOut' }).expect(303);
    const html = (await agent.get('/').expect(200)).text;
    expect(accountLink(html)?.[2]).toBe('Einloggen');
    expect(pageState(html).userActive).toBeUndefined();
  });

  test('without JavaScript the save path keeps working: the island markup is the plain link', async () => {
    const agent = visitor(app);
    await registered(agent, 'ohne-js-modell@example.de');
    const html = (await agent.get(modelPath('de-AT')).expect(200)).text;
    const href = /<a class="save-vehicle-link" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBe(savePath('de-AT'));
    expect((await agent.get(href!).expect(200)).text).toContain(`action="${savePath('de-AT')}"`);
  });
});
