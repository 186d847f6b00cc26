/**
 * The cars the trade sells most parts for, chosen as shoppers choose them in Chromium: in de-DE by
 * the dropdowns (make, generation, type) and by HSN/TSN, in fr-FR by the dropdowns and by the
 * licence plate; each time the brake discs, wipers and battery listed for the car are the car's own
 * sizes, the ones the vehicle base (reference-data/vehicle-base) gives it. A catalogue of 8,000
 * articles: the size at which each edition's eight most driven families carry every core part.
 * Screenshots go to SCREENSHOT_DIR (default: the system's temporary folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { carFactsOfModels } from '../../server/marketplace/seed/vehicles';
import type { CarFacts } from '../../server/marketplace/seed/data/fitment-rules';
import { tempDir } from '../support/temp-dir';
import { seededFile } from '../feeds/seeded-file';
import { launchBrowser, type TestBrowser } from './support/browser';
import { startShop, type RunningShop } from './support/server';

jest.setTimeout(240_000);

const SHOTS = process.env.SCREENSHOT_DIR ?? os.tmpdir();
const ARTICLES = 8000;

/** The five cars, as the vehicle base names them (make, generation, engine, kW). */
const CARS = [
  { key: 'golf-vii-2.0-tdi', make: 'VW', generation: 'Golf VII', engine: '2.0 TDI', kw: 110 },
  { key: 'astra-k-1.6-cdti', make: 'Opel', generation: 'Astra K', engine: '1.6 CDTI', kw: 81 },
  { key: 'clio-iv-1.5-dci', make: 'Renault', generation: 'Clio IV', engine: '1.5 dCi 90', kw: 66 },
  { key: '3er-f30-320d', make: 'BMW', generation: '3er F30', engine: '320d', kw: 135 },
  { key: 'octavia-iii-1.6-tdi', make: 'Skoda', generation: 'Octavia III', engine: '1.6 TDI', kw: 81 },
] as const;
type Car = (typeof CARS)[number];

/** The base's row of a car: the sizes it gives (an empty field is a size the catalogue derives from the power). */
function baseRow(car: Car): Record<string, string> {
  const [header, ...lines] = fs.readFileSync(path.join(__dirname, '../../reference-data/vehicle-base/vehicle-types.csv'), 'utf8').trim().split('\n');
  const names = header!.split(',');
  const rows = lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i]!, value])));
  const row = rows.find((r) => r.make === car.make && r.generation === car.generation && r.engine === car.engine && Number(r.kw) === car.kw);
  if (!row) throw new Error(`the vehicle base has no ${car.make} ${car.generation} ${car.engine} ${car.kw} kW`);
  return row;
}

interface Chosen {
  car: Car; modelId: number; manufacturerId: number; seriesId: number; facts: CarFacts; plate: string; fuel: string;
  /** generation 1: the pair names the generation only, and the shopper picks the engine. */
  pair?: { hsn: string; tsn: string; generation: number };
  /** The rear blades' lengths fitted, and whether a body of the generation has a tailgate to carry one (an F30 saloon no, an F31 Touring yes). */
  rearBlades: Set<string>; tailgate: boolean;
}

let shop: RunningShop;
let chromium: TestBrowser;
const chosen = new Map<string, Chosen>();

beforeAll(async () => {
  // The browser starts once the seed is done: side by side, the seed's CPU kept Chromium from
  // reporting its endpoint in time on a busy machine.
  const { db } = await seededFile(tempDir('cars-on-the-road-'), ARTICLES);
  chromium = await launchBrowser();
  const k = db.kysely;
  const facts = new Map((await carFactsOfModels(k)).map((row) => [row.id, row.car]));
  for (const car of CARS) {
    const model = await k.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').innerJoin('manufacturers as ma', 'ma.id', 'm.manufacturer_id')
      .select(['m.id', 'm.manufacturer_id', 'm.series_id', 'm.fuel']).where('ma.name', '=', car.make).where('s.name', 'like', `${car.generation}%`)
      .where('m.name', '=', car.engine).where('m.kw', '=', car.kw).executeTakeFirstOrThrow();
    // The stand-in for the plate register knows every type of the base (one SIV plate each).
    const plate = await k.selectFrom('fr_plates').select('plate').where('model_id', '=', model.id).where('plate', 'like', '_______')
      .where('plate', 'in', (eb) => eb.selectFrom('fr_plates').select('plate').groupBy('plate').having((h) => h.fn.countAll(), '=', 1)).orderBy('plate').executeTakeFirstOrThrow();
    // The register's pair naming the generation only, where there is one (the shopper picks the engine), else the one naming the fewest types.
    const pairs = await k.selectFrom('kba as k').innerJoin('kba as all', (join) => join.onRef('all.hsn', '=', 'k.hsn').onRef('all.tsn', '=', 'k.tsn'))
      .select(['k.hsn', 'k.tsn', 'k.names_generation as generation', (eb) => eb.fn.count('all.model_id').distinct().as('types')]).where('k.model_id', '=', model.id)
      .groupBy(['k.hsn', 'k.tsn', 'k.names_generation']).orderBy('generation', 'desc').orderBy('types').orderBy('k.hsn').orderBy('k.tsn').limit(1).execute();
    const wipers = await k.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id').select('a.criteria').where('f.model_id', '=', model.id).where('a.category_id', '=', LEAVES.wipers[1]).execute();
    const criteria = (row: { criteria: unknown }) => (typeof row.criteria === 'string' ? JSON.parse(row.criteria) : row.criteria) as { key: string; value: string }[];
    const rearBlades = new Set(wipers.map(criteria).filter((c) => c.some((x) => x.key === 'fitting_position' && x.value === 'rear')).map((c) => c.find((x) => x.key === 'length')!.value));
    const tailgate = /hatchback|estate|suv|mpv|van/.test(baseRow(car).body ?? '');
    chosen.set(car.key, { car, modelId: model.id, manufacturerId: model.manufacturer_id, seriesId: model.series_id, facts: facts.get(model.id)!, plate: plate.plate, fuel: model.fuel, pair: pairs[0], rearBlades, tailgate });
  }
  shop = await startShop({ db });
});
afterAll(async () => {
  await chromium?.close();
  await shop?.close();
});

const ROOT = 'spareo-island[data-name="VehicleSelector"]';
const HSN_ROOT = 'spareo-island[data-name="HsnTsn"]';
const PLATE_ROOT = 'spareo-island[data-name="LicensePlate"]';
const EDITIONS = { de: { prefix: '', section: 'Ersatzteile' }, fr: { prefix: '/fr-FR', section: 'pieces-auto' } } as const;
/** Brake discs under disc brakes, wiper blades under screen cleaning, the battery under starter and alternator (category ids). */
const LEAVES = { discs: [203, 1523], wipers: [229, 1214], battery: [223, 1177] } as const;

test('the vehicle base gives the five cars their own sizes, and the catalogue reads them', () => {
  for (const { car, facts } of chosen.values()) {
    const row = baseRow(car);
    const given = (field: string) => (row[field] === '' ? undefined : Number(row[field]));
    if (given('front_disc_mm') !== undefined) expect({ car: car.key, front: facts.frontDiscMm }).toEqual({ car: car.key, front: given('front_disc_mm') });
    if (given('rear_disc_mm') !== undefined) expect({ car: car.key, rear: facts.rearDiscMm }).toEqual({ car: car.key, rear: given('rear_disc_mm') });
    if (given('rear_drum_mm')) expect({ car: car.key, drum: facts.rearDrumMm }).toEqual({ car: car.key, drum: given('rear_drum_mm') });
    if (given('battery_ah') !== undefined) expect({ car: car.key, battery: facts.batteryAh }).toEqual({ car: car.key, battery: given('battery_ah') });
    if (row.wipers_mm) expect({ car: car.key, wipers: facts.wipersMm.join('/') }).toEqual({ car: car.key, wipers: row.wipers_mm.includes('/') ? row.wipers_mm : `${row.wipers_mm}/${row.wipers_mm}` });
  }
  // The Golf VII 2.0 TDI's 312 mm front discs and 272 mm rear ones; the Clio IV's 203 mm rear drums.
  expect([chosen.get('golf-vii-2.0-tdi')!.facts.frontDiscMm, chosen.get('golf-vii-2.0-tdi')!.facts.rearDiscMm]).toEqual([312, 272]);
  expect([chosen.get('clio-iv-1.5-dci')!.facts.rearDiscMm, chosen.get('clio-iv-1.5-dci')!.facts.rearDrumMm]).toEqual([0, 203]);
});

async function openPage(width = 1280): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await chromium.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 1000 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

const modelPage = (edition: keyof typeof EDITIONS, modelId: number) => new RegExp(`^${EDITIONS[edition].prefix}/${EDITIONS[edition].section}/[^/]+/3-${modelId}-$`);
const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

/** Make, generation and type by the dropdowns, as a shopper picks them with the pointer. */
async function byDropdowns(page: Page, edition: keyof typeof EDITIONS, chosenCar: Chosen): Promise<void> {
  await page.goto(`${shop.origin}${EDITIONS[edition].prefix}/`);
  await page.select(`${ROOT} select[name=manufacturerId]`, String(chosenCar.manufacturerId));
  await page.waitForSelector(`${ROOT} select[name=seriesId] option[value="${chosenCar.seriesId}"]`);
  const seriesLabel = await page.$eval(`${ROOT} select[name=seriesId] optgroup:last-of-type option[value="${chosenCar.seriesId}"]`, (option) => option.textContent ?? '');
  expect(seriesLabel).toContain(chosenCar.car.generation);
  await page.select(`${ROOT} select[name=seriesId]`, String(chosenCar.seriesId));
  await page.waitForSelector(`${ROOT} select[name=modelId] option[value="${chosenCar.modelId}"]`);
  const typeLabel = await page.$eval(`${ROOT} select[name=modelId] optgroup:last-of-type option[value="${chosenCar.modelId}"]`, (option) => option.textContent ?? '');
  expect(typeLabel).toContain(chosenCar.car.engine);
  expect(typeLabel).toContain(`${chosenCar.car.kw} kW`);
  await Promise.all([page.waitForNavigation(), page.select(`${ROOT} select[name=modelId]`, String(chosenCar.modelId))]);
  expect(pathOf(page)).toMatch(modelPage(edition, chosenCar.modelId));
}

/** The fuels' words the de-DE edition groups a generation's types by. */
const FUELS_DE = (JSON.parse(fs.readFileSync(path.join(__dirname, '../../locales/resources/de/home.json'), 'utf8')) as { home: { fuels: Record<string, string> } }).home.fuels;

/**
 * HSN/TSN: the pair answers with the types the register cannot tell apart; the shopper takes the
 * car's own. A pair naming the generation only says so (the register names no engine) and groups
 * the generation's types by fuel: the shopper picks the engine under the car's fuel.
 */
async function byHsnTsn(page: Page, chosenCar: Chosen): Promise<void> {
  const { hsn, tsn } = chosenCar.pair!;
  await page.goto(`${shop.origin}/`);
  await page.type(`${HSN_ROOT} input[name=hsn]`, hsn);
  const several = await Promise.race([
    page.waitForSelector('[role=dialog] .vehicle-choices a', { timeout: 30_000 }).then(() => true),
    page.waitForNavigation({ timeout: 30_000 }).then(() => false),
    page.type(`${HSN_ROOT} input[name=tsn]`, tsn).then(() => new Promise<boolean>(() => undefined)),
  ]);
  if (several) {
    const rows = await page.$$eval('[role=dialog] .vehicle-choices li', (items) => items.map((item) => ({ text: item.textContent ?? '', href: item.querySelector('a')!.getAttribute('href') ?? '' })));
    // One generation: every type offered is of the car's generation, none of another.
    for (const row of rows) expect(row.text).toContain(chosenCar.car.generation);
    if (chosenCar.pair!.generation) {
      const title = await page.$eval('[role=dialog]', (dialog) => dialog.textContent ?? '');
      expect(title).toContain(`${hsn}/${tsn}`);
      expect(title).toContain('keinen Motor');
      expect(title).toContain(chosenCar.car.generation);
      const group = await page.$eval(`[role=dialog] .vehicle-choice-group:has(a[href$="/3-${chosenCar.modelId}-"]) h3`, (heading) => heading.textContent ?? '');
      expect(group).toBe(FUELS_DE[chosenCar.fuel]);
    }
    const own = rows.find((row) => new RegExp(`/3-${chosenCar.modelId}-$`).test(row.href));
    expect(own?.text).toContain(`${chosenCar.car.kw} kW`);
    await Promise.all([page.waitForNavigation(), page.click(`[role=dialog] .vehicle-choices a[href="${own!.href}"]`)]);
  }
  expect(pathOf(page)).toMatch(modelPage('de', chosenCar.modelId));
}

/** The licence plate (fr-FR), typed as it is written on the car. */
async function byPlate(page: Page, chosenCar: Chosen): Promise<void> {
  await page.goto(`${shop.origin}/fr-FR/`);
  const { plate } = chosenCar;
  await page.type(`${PLATE_ROOT} input[name=plate]`, `${plate.slice(0, 2)}-${plate.slice(2, 5)}-${plate.slice(5)}`);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(pathOf(page)).toMatch(modelPage('fr', chosenCar.modelId));
}

/** From the car's page through the category to the leaf, by their links; the titles of the articles listed. */
async function openLeaf(page: Page, chosenCar: Chosen, [category, leaf]: readonly [number, number]): Promise<string[]> {
  await Promise.all([page.waitForNavigation(), page.click(`main a[href$="/3-${chosenCar.modelId}-${category}"]`)]);
  await Promise.all([page.waitForNavigation(), page.click(`main a[href$="/3-${chosenCar.modelId}-${leaf}"]`)]);
  const titles = await page.$$eval('.cards .card-title', (nodes) => nodes.map((node) => node.textContent ?? ''));
  // Every article listed says it fits the chosen car.
  const fitment = await page.$$eval('.cards .card-fitment', (nodes) => nodes.map((node) => node.textContent ?? ''));
  expect(fitment).toHaveLength(titles.length);
  for (const line of fitment) expect(line).toContain(chosenCar.car.engine);
  return titles;
}

const numbers = (titles: string[], unit: RegExp) => titles.map((title) => Number(unit.exec(title.replace(/[\u00a0\u202f]/g, ' '))?.[1]));

/** The brake discs listed: the car's front size and its rear one (none behind on a car with drums). */
function expectDiscs(titles: string[], facts: CarFacts, key: string): void {
  const sizes = new Set(numbers(titles, /Ø ?(\d+) ?mm/));
  expect({ key, sizes: [...sizes].sort() }).toEqual({ key, sizes: [...new Set([facts.frontDiscMm, ...(facts.rearDiscMm ? [facts.rearDiscMm] : [])])].sort() });
}

async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) as `${string}.png` });
}

/**
 * Every one of the five cars has a register pair that its key dates to its generation: a "320D" key
 * of 2014 to 2016 (after the E90, before the G20), an "ASTRA" key of 2017, a "CLIO" key of 2015.
 * Keys the register cannot date to one generation say what it names instead of guessing.
 */
test('the register\'s pairs reach each of the five cars', () => {
  expect(CARS.filter((car) => chosen.get(car.key)!.pair).map((car) => car.key)).toEqual(CARS.map((car) => car.key));
});

const WAYS = [
  ...CARS.map((car) => ['de', 'dropdowns', car.key] as const),
  ...CARS.map((car) => ['de', 'hsn-tsn', car.key] as const),
  ...CARS.map((car) => ['fr', 'dropdowns', car.key] as const),
  ...CARS.map((car) => ['fr', 'plate', car.key] as const),
];

test.each(WAYS)('%s by %s: %s, and its parts are its own sizes', async (edition, way, key) => {
  const chosenCar = chosen.get(key)!;
  const { page, errors, close } = await openPage();
  if (way === 'dropdowns') await byDropdowns(page, edition, chosenCar);
  else if (way === 'hsn-tsn') await byHsnTsn(page, chosenCar);
  else await byPlate(page, chosenCar);
  // The header names the car the shopper chose, engine and power included.
  const box = await page.$eval('.vehicle-box-name', (element) => (element as HTMLElement).innerText);
  expect(box).toContain(chosenCar.car.generation);
  expect(box).toContain(chosenCar.car.engine);
  expect(box).toContain(`${chosenCar.car.kw} kW`);
  const modelUrl = page.url();
  expectDiscs(await openLeaf(page, chosenCar, LEAVES.discs), chosenCar.facts, key);
  await screenshot(page, `${edition}-${way}-${key}-discs`);
  if (way === 'dropdowns') {
    await page.goto(modelUrl);
    // A set names both blades ("600/475 mm"), a single blade its one length: each is one of the car's
    // (a rear blade only where a body of the generation has a tailgate).
    const wipers = (await openLeaf(page, chosenCar, LEAVES.wipers)).map((title) => /(\d+)(?:\/(\d+))?\s?mm/.exec(title.replace(/[\u00a0\u202f]/g, ' ')));
    expect(wipers.length).toBeGreaterThan(0);
    const [driver, passenger] = chosenCar.facts.wipersMm;
    for (const found of wipers) {
      const lengths = found?.[2] ? `${found[1]}/${found[2]}` : found?.[1];
      const front = lengths === `${driver}/${passenger}` || lengths === String(driver) || lengths === String(passenger);
      const rear = chosenCar.tailgate && chosenCar.rearBlades.has(lengths ?? '');
      expect({ key, lengths, own: front || rear }).toEqual({ key, lengths, own: true });
    }
    await screenshot(page, `${edition}-${way}-${key}-wipers`);
    await page.goto(modelUrl);
    const batteries = numbers(await openLeaf(page, chosenCar, LEAVES.battery), /(\d+) ?Ah/);
    expect(batteries.length).toBeGreaterThan(0);
    expect({ key, batteries: [...new Set(batteries)] }).toEqual({ key, batteries: [chosenCar.facts.batteryAh] });
    await screenshot(page, `${edition}-${way}-${key}-battery`);
  }
  expect(errors).toEqual([]);
  await close();
});
