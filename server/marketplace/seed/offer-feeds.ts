/**
 * Seed step: the demo shops' offers go through the offer-feed path like a real shop's. The article
 * step hands each offer to a writer that appends it to its shop's feed file (idealo layout with
 * `;` and decimal comma for shops at home in Germany and Austria, Google Merchant layout with `,`
 * elsewhere); afterwards every file is imported (parse, match, stage, swap). Deterministic: the
 * files depend only on the generated offers, and SKUs order the new offer ids.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/connection';
import { foldBrand, importFeedBuffer } from '../feeds';
import { hundredths } from '../../../locales/amounts';

export interface SeedOffer { shopId: number; articleId: number; brand: string; articleNumber: string; priceCents: number; refundCents: number; stock: number; deliveryDays: number }

/** Other spellings shops use for the demo brands. */
const BRAND_ALIASES: [string, string][] = [
  ['Robert Bosch GmbH', 'Bosch'], ['Bosch Automotive', 'Bosch'], ['MANN+HUMMEL', 'Mann-Filter'], ['Mann', 'Mann-Filter'], ['ZF Sachs', 'Sachs'],
  ['Febi', 'Febi Bilstein'], ['ZF Lemförder', 'Lemförder'], ['Schaeffler LuK', 'LuK'], ['Schaeffler INA', 'INA'], ['Schaeffler FAG', 'FAG'],
];

/** Aliases are stored folded, as the feed import looks them up. */
export async function seedBrandAliases(db: Db): Promise<void> {
  const brands = await db.selectFrom('brands').select(['id', 'name']).where('name', 'in', BRAND_ALIASES.map(([, name]) => name)).execute();
  const idOf = new Map(brands.map((brand) => [brand.name, brand.id]));
  const rows = BRAND_ALIASES.flatMap(([alias, name]) => (idOf.has(name) ? [{ alias: foldBrand(alias), brand_id: idOf.get(name)! }] : []));
  if (rows.length) await db.insertInto('brand_aliases').values(rows).onConflict((oc) => oc.column('alias').doUpdateSet((eb) => ({ brand_id: eb.ref('excluded.brand_id') }))).execute();
}

const IDEALO_HEADER = 'Artikelnummer;Hersteller;Herstellerartikelnummer;Preis;Pfand;Lieferzeit;Bestand\n';
const GOOGLE_HEADER = 'id,brand,mpn,price,deposit,max_handling_time,quantity\n';

const euros = (cents: number, comma: boolean) => hundredths(cents, comma ? ',' : '.');
const quote = (value: string, delimiter: string) => (value.includes(delimiter) || value.includes('"') ? `"${value.replace(/"/g, '""')}"` : value);

/** Appends offers to one feed file per shop, buffered (the demo size writes a few hundred thousand rows). */
export class SeedFeedWriter {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-seed-feeds-'));
  private readonly buffers = new Map<number, string>();
  private readonly idealo = new Map<number, boolean>();
  count = 0;

  constructor(homeCountries: Map<number, string>) {
    for (const [shopId, country] of homeCountries) {
      const idealo = country === 'DE' || country === 'AT';
      this.idealo.set(shopId, idealo);
      fs.writeFileSync(this.file(shopId), idealo ? IDEALO_HEADER : GOOGLE_HEADER);
    }
  }

  file(shopId: number): string {
    return path.join(this.dir, `shop-${shopId}.csv`);
  }

  add(offer: SeedOffer): void {
    const idealo = this.idealo.get(offer.shopId)!;
    const d = idealo ? ';' : ',';
    const sku = `${idealo ? 'A' : 'G'}${offer.shopId}-${String(offer.articleId).padStart(8, '0')}`;
    const price = idealo ? euros(offer.priceCents, true) : `${euros(offer.priceCents, false)} EUR`;
    const line = [sku, quote(offer.brand, d), quote(offer.articleNumber, d), price, euros(offer.refundCents, idealo), String(offer.deliveryDays), String(offer.stock)].join(d);
    const buffered = (this.buffers.get(offer.shopId) ?? '') + line + '\n';
    if (buffered.length > 64 * 1024) {
      fs.appendFileSync(this.file(offer.shopId), buffered);
      this.buffers.set(offer.shopId, '');
    } else this.buffers.set(offer.shopId, buffered);
    this.count++;
  }

  /** Imports every shop's feed (no safety hold: the demo shops start empty), then removes the files. */
  async importAll(db: Db): Promise<void> {
    try {
      for (const [shopId, rest] of this.buffers) if (rest) fs.appendFileSync(this.file(shopId), rest);
      for (const shopId of this.idealo.keys()) {
        const result = await importFeedBuffer(db, fs.readFileSync(this.file(shopId)), { shopId, source: 'seed', fileName: `shop-${shopId}.csv`, force: true, limits: { maxRemovedShare: 1, maxErrorRate: 1 } });
        if (result.status !== 'applied' || result.rowsRejected > 0) throw new Error(`seed feed of shop ${shopId}: ${result.status} ${result.error ?? ''} (${result.rowsRejected} rows not offers)`);
      }
    } finally {
      fs.rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
