/**
 * The demo catalogue holds up before someone from the parts trade: the plausibility check finds no
 * brand outside its product lines, no number outside its line's pattern, no invalid EAN, no price
 * outside its kind's band, no deposit on a part that is neither a battery nor an exchange part, a
 * battery's deposit the law's of the shop's country, no vehicle outside the reference data, front and rear as a fitting
 * position every per-axle article states (never a category of their own), and every variant of each
 * edition's ten top models with every core part. Real HSN/TSN pairs and the French example plate
 * answer with their real vehicles. On the seeded test database, on both backends.
 */
import type { Database } from '../../server/marketplace/db/connection';
import { checkPlausibility, type PlausibilityReport } from '../../server/marketplace/seed/plausibility';
import { modelIdsByFrenchPlate, modelIdsByKba, vehiclesForModels } from '../../server/marketplace/vehicles/repository';
import { createSeededDatabase } from '../support/seeded-db';

let db: Database;
let report: PlausibilityReport;

beforeAll(async () => {
  db = createSeededDatabase();
  report = await checkPlausibility(db.kysely);
}, 120_000);

describe('the plausibility check on the demo catalogue', () => {
  it('finds every brand within its product lines, every number in its line\'s pattern, every EAN valid', () => {
    expect(report.articles).toBeGreaterThan(1000);
    expect(report.examples.filter((line) => !/has no .* \(|models are not/.test(line))).toEqual([]);
    expect([report.brandOutsideLines, report.numberOutsidePattern, report.invalidEan]).toEqual([0, 0, 0]);
  });

  it('finds every offer within its kind\'s price band', () => {
    expect(report.offers).toBeGreaterThan(report.articles * 2);
    expect([report.priceOutsideBand, report.kindWithoutBand]).toEqual([0, 0]);
  });

  it('finds deposits only where they belong: the law\'s on batteries, the trade\'s core deposit on exchange parts, none on a seal kit', () => {
    expect(report.examples.filter((line) => /deposit/.test(line))).toEqual([]);
    expect([report.depositOnNonExchangePart, report.batteryDepositNotLaw, report.coreDepositAboveTrade]).toEqual([0, 0, 0]);
  });

  it('finds only vehicles of the reference data, and KBA links only to pairs of the register', () => {
    expect(report.models).toBe(1016);
    expect([report.modelsNotInReference, report.kbaNotInRegister]).toEqual([0, 0]);
  });

  it('finds front and rear as a fitting position every disc, pad and shock absorber states, not as categories', () => {
    expect(report.categoriesByAxle).toBe(0);
    expect(report.examples.filter((line) => /fitting position|named after an axle/.test(line))).toEqual([]);
    expect(report.withoutFittingPosition).toBe(0);
  });

  it('finds every variant of each edition\'s top models with every core part', () => {
    expect(report.topModelVariants).toBeGreaterThan(150);
    expect(report.examples.filter((line) => / has no /.test(line))).toEqual([]);
    expect(report.missingCoreParts).toBe(0);
  });

  it('finds an article fitting tens of vehicle types, as the trade\'s do, not three', () => {
    expect(report.fitsPerArticle.median).toBeGreaterThanOrEqual(10);
    expect(report.fitsPerArticle.max).toBeGreaterThanOrEqual(50);
  });
});

describe('real vehicles', () => {
  const names = async (ids: number[]) => (await vehiclesForModels(db.kysely, ids)).map((v) => v.model.fullName);

  it('answers the KBA pairs 0603/BQA and 0603/BGU with the VW Golf and the VW up! they are', async () => {
    const golf = await names(await modelIdsByKba(db.kysely, '0603', 'BQA'));
    expect(golf.length).toBeGreaterThan(3);
    for (const name of golf) expect(name).toMatch(/^VW Golf/);
    const up = await names(await modelIdsByKba(db.kysely, '0603', 'BGU'));
    expect(up.length).toBeGreaterThan(0);
    for (const name of up) expect(name).toMatch(/UP!/);
  });

  it('answers the French example plate AA-123-ZZ with a Peugeot 208', async () => {
    const cars = await names(await modelIdsByFrenchPlate(db.kysely, 'AA123ZZ'));
    expect(cars).toHaveLength(1);
    expect(cars[0]).toMatch(/Peugeot .*208/);
  });
});
