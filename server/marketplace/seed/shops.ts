/** Seed step: part brands, shops (texts in every language, shipping per country), organisation reviews. */
import { DELIVERY_COUNTRIES } from '../../../locales/editions';
import type { Db } from '../db/connection';
import { RowWriter, insertRows } from '../db/batches';
import { refreshShopRating } from '../reviews';
import { BRANDS, SHOPS } from './data/brands';
import { brandPriceFactor } from './data/brand-tiers';
import { SISTER_LINES, sisterPriceFactor } from './data/same-spec-prices';
import { type Rng, createRng, hashSeed, intBetween, pick } from './rng';
import { shopIdentity } from './shop-identities';
import { seoWord, slugify } from './text';

export interface SeededBrand { id: number; name: string; groups: string[]; pattern: string; priceFactor: number }
export interface SeededShop {
  id: number;
  country: string;
  priceFactor: number;
  weight: number;
  /** Days until the shop dispatches, the same for all its offers: its page and its offers state one delivery time per country. */
  dispatchDays: number;
}

/** The brands whose popularity and price factor come from the seed's shared stream. */
const SHARED_STREAM_BRANDS = 77;

export async function seedBrands(db: Db, rng: Rng): Promise<SeededBrand[]> {
  const insert = new RowWriter(db, 'brands', ['id', 'name', 'slug', 'seo_name', 'logo', 'popularity']);
  const brands = BRANDS.map((line, index) => {
    const [name, pattern, groups] = line.split('|') as [string, string, string];
    const id = index + 1;
    const slug = slugify(name);
    // A brand added after the first ones draws from a stream of its own: the shops and articles drawn after the brands stay as they were.
    const draw = index < SHARED_STREAM_BRANDS ? rng : createRng(hashSeed(id, 0xb4a2d));
    insert.add(id, name, slug, seoWord(name), `${slug}.svg`, Math.max(10, 500 - index * 5) + intBetween(draw, 0, 20));
    // The brand's level in its tier's span, the value lines under the OE suppliers (data/brand-tiers.ts).
    return { id, name, groups: groups.split(','), pattern, priceFactor: brandPriceFactor(name, draw()) };
  });
  // A sister line's level is its group brand's, a little under (data/same-spec-prices.ts).
  for (const brand of brands) {
    const sister = SISTER_LINES[brand.name];
    const group = sister && brands.find((other) => other.name === sister.of);
    if (sister && group) brand.priceFactor = sisterPriceFactor(group.priceFactor, sister.factor);
  }
  await insert.flush();
  return brands;
}

const NEIGHBOURS: Record<string, string[]> = {
  DE: ['AT', 'NL', 'BE', 'LU', 'FR', 'DK', 'PL', 'CZ', 'CH'], AT: ['DE', 'CH', 'IT', 'SI', 'CZ', 'SK', 'HU'],
  ES: ['PT', 'FR', 'AD'], FR: ['BE', 'LU', 'MC', 'ES', 'DE', 'IT', 'CH'], IT: ['SM', 'VA', 'AT', 'FR', 'SI', 'CH'],
  NL: ['BE', 'DE', 'LU'], BE: ['NL', 'FR', 'LU', 'DE'], CZ: ['DE', 'AT', 'SK', 'PL'], PL: ['DE', 'CZ', 'SK', 'LT'],
};
const EDITION_COUNTRIES = ['DE', 'AT', 'ES', 'FR', 'IT', 'NL'];

const TEXTS: [number, (shop: string) => [string, string, string]][] = [
  [1, (s) => [
    `${s} ist ein unabhängiger Händler für Kfz-Ersatzteile mit eigenem Lager.`,
    `§ 1 Geltungsbereich: Diese Bedingungen gelten für alle Bestellungen über Spareo.\n§ 2 Vertragsschluss: Der Vertrag kommt mit der Versandbestätigung zustande.\n§ 3 Preise: Alle Preise enthalten die gesetzliche Mehrwertsteuer, zuzüglich Versandkosten.\n§ 4 Gewährleistung: Es gilt die gesetzliche Gewährleistung von zwei Jahren.`,
    `Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie die Waren in Besitz genommen haben. Bereits eingebaute Teile sind vom Widerruf ausgeschlossen.`,
  ]],
  [6, (s) => [
    `${s} est un revendeur indépendant de pièces automobiles avec son propre stock.`,
    `Article 1 : Les présentes conditions s’appliquent à toutes les commandes passées via Spareo.\nArticle 2 : Le contrat est conclu à la confirmation d’expédition.\nArticle 3 : Les prix s’entendent TTC, hors frais de livraison.\nArticle 4 : La garantie légale de conformité de deux ans s’applique.`,
    `Vous disposez d’un délai de quatorze jours pour exercer votre droit de rétractation sans avoir à justifier de motifs. Ce délai court à compter de la réception des marchandises. Les pièces déjà montées sont exclues.`,
  ]],
  [8, (s) => [
    `${s} es un distribuidor independiente de recambios de automóvil con almacén propio.`,
    `Artículo 1: Estas condiciones se aplican a todos los pedidos realizados a través de Spareo.\nArtículo 2: El contrato se celebra con la confirmación del envío.\nArtículo 3: Los precios incluyen el IVA, más gastos de envío.\nArtículo 4: Se aplica la garantía legal de dos años.`,
    `Tiene derecho a desistir del contrato en un plazo de catorce días sin indicar el motivo. El plazo comienza el día en que recibe la mercancía. Las piezas ya montadas quedan excluidas.`,
  ]],
  [7, (s) => [
    `${s} è un rivenditore indipendente di ricambi auto con magazzino proprio.`,
    `Articolo 1: Le presenti condizioni si applicano a tutti gli ordini effettuati tramite Spareo.\nArticolo 2: Il contratto si conclude con la conferma di spedizione.\nArticolo 3: I prezzi includono l'IVA, spese di spedizione escluse.\nArticolo 4: Si applica la garanzia legale di due anni.`,
    `Hai il diritto di recedere dal contratto entro quattordici giorni senza indicarne le ragioni. Il periodo decorre dal giorno in cui ricevi la merce. I ricambi già montati sono esclusi.`,
  ]],
  [9, (s) => [
    `${s} is een onafhankelijke verkoper van auto-onderdelen met een eigen magazijn.`,
    `Artikel 1: Deze voorwaarden gelden voor alle bestellingen via Spareo.\nArtikel 2: De overeenkomst komt tot stand met de verzendbevestiging.\nArtikel 3: Alle prijzen zijn inclusief btw, exclusief verzendkosten.\nArtikel 4: De wettelijke garantie van twee jaar is van toepassing.`,
    `U heeft het recht om binnen veertien dagen zonder opgave van redenen de overeenkomst te herroepen. De termijn gaat in op de dag waarop u de goederen ontvangt. Reeds gemonteerde onderdelen zijn uitgesloten.`,
  ]],
];

export async function seedShops(db: Db, rng: Rng): Promise<SeededShop[]> {
  const insertShop = new RowWriter(db, 'shops', ['id', 'name', 'slug', 'rating', 'review_count', 'logo', 'country', 'founded_year',
    'legal_name', 'street', 'postcode', 'city', 'phone', 'email', 'trade_register', 'register_number', 'vat_id', 'is_trader']);
  const insertText = new RowWriter(db, 'shop_texts', ['shop_id', 'lang_no', 'description', 'terms', 'cancellation_policy']);
  const insertShipping = new RowWriter(db, 'shop_shipping', ['shop_id', 'country', 'cost_cents', 'free_from_cents', 'delivery_days_min', 'delivery_days_max']);
  const shops = SHOPS.map((line, index) => {
    const [name, home] = line.split('|') as [string, string];
    const id = index + 1;
    const rating = Math.round((3.4 + rng() * 1.6) * 10) / 10;
    // The identity draws from a sequence of its own: the rest of the catalogue stays as it was.
    const who = shopIdentity(createRng(hashSeed(7919, id)), name, home);
    insertShop.add(id, name, slugify(name), rating, intBetween(rng, 40, 25000), null, home, intBetween(rng, 1985, 2018),
      who.legalName, who.street, who.postcode, who.city, who.phone, who.email, who.tradeRegister, who.registerNumber, who.vatId, who.isTrader ? 1 : 0);
    for (const [langNo, text] of TEXTS) insertText.add(id, langNo, ...text(name));

    const countries = new Set<string>([home, ...(NEIGHBOURS[home] ?? [])]);
    for (const country of EDITION_COUNTRIES) if (rng() < 0.75) countries.add(country);
    for (const country of DELIVERY_COUNTRIES) if (rng() < 0.25) countries.add(country);
    const homeCost = pick(rng, [0, 390, 490, 495, 590, 690]);
    const freeFrom = pick(rng, [null, 2900, 4900, 7500, 9900, 15000]);
    for (const country of [...countries].sort()) {
      const domestic = country === home;
      const cost = domestic ? homeCost : homeCost + pick(rng, [300, 500, 800, 1000, 1500]);
      const min = domestic ? intBetween(rng, 1, 2) : intBetween(rng, 2, 5);
      insertShipping.add(id, country, cost, domestic || rng() < 0.5 ? freeFrom : null, min, min + intBetween(rng, 1, 3));
    }
    const dispatch = rng();
    return { id, country: home, priceFactor: 0.92 + rng() * 0.18, weight: 1 + rng() * 3, dispatchDays: dispatch < 0.6 ? 1 : dispatch < 0.9 ? 2 : 3 };
  });
  for (const writer of [insertShop, insertText, insertShipping]) await writer.flush();
  await seedShopRatings(db, shops.map((shop) => shop.id));
  return shops;
}

/** Days back the seeded shop ratings were given over. */
const RATINGS_SPAN_DAYS = 400;

/**
 * The demo shops' ratings as rows buyers would have left (without an order), so a shop's stars
 * are worked out as for any other, and a real rating moves them. Each shop draws from a sequence
 * of its own: the rest of the catalogue stays as it was. The shops' drawn ratings become a mood
 * per shop, around which each buyer's stars for delivery and communication fall.
 */
async function seedShopRatings(db: Db, shopIds: readonly number[]): Promise<void> {
  const rows = new RowWriter(db, 'shop_ratings', ['shop_id', 'order_shop_id', 'buyer_key', 'delivery', 'communication', 'created_at']);
  const start = Date.UTC(2026, 10, 1);
  for (const shopId of shopIds) {
    const rng = createRng(hashSeed(6151, shopId));
    const mood = 3.4 + rng() * 1.6;
    const stars = () => Math.max(1, Math.min(5, Math.round(mood + (rng() - 0.5) * 2)));
    const count = intBetween(rng, 12, 60);
    for (let i = 0; i < count; i++) {
      const at = new Date(start - Math.floor(rng() * RATINGS_SPAN_DAYS * 86_400_000)).toISOString();
      rows.add(shopId, null, `seed-${shopId}-${i}`, stars(), stars(), at);
    }
  }
  await rows.flush();
  for (const shopId of shopIds) await refreshShopRating(db, shopId);
}

const REVIEW_COMMENTS: [number, string][] = [
  [1, 'Schnelle Lieferung, Bremsscheiben passten auf Anhieb.'], [1, 'Sehr guter Preisvergleich, habe 40 Euro gespart.'],
  [1, 'Fahrzeugsuche über HSN/TSN hat sofort funktioniert.'], [1, ''], [1, 'Alles bestens, gerne wieder.'],
  [6, 'Livraison rapide et pièces conformes.'], [6, 'Très bon rapport qualité-prix.'], [8, 'Envío rápido, todo perfecto.'],
  [7, 'Ottimo servizio, ricambi originali a buon prezzo.'], [9, 'Snelle levering en goede prijzen.'], [1, ''],
  [1, 'Ölfilter und Luftfilter in zwei Tagen da.'], [1, 'Kundenservice hat mir beim richtigen Stoßdämpfer geholfen.'],
];

export async function seedOrganisationReviews(db: Db, rng: Rng): Promise<void> {
  await db.insertInto('organisation_rating').values({ id: 1, name: 'Spareo', rating_value: 4.82, review_count: 11542 }).execute();
  const authors = ['Thomas K.', 'Sabine M.', 'Jean D.', 'María L.', 'Luca R.', 'Jan de B.', 'Andreas W.', 'Claire P.'];
  const rows = REVIEW_COMMENTS.map(([langNo, comment], i) => {
    const day = String(28 - i).padStart(2, '0');
    return [langNo, rng() < 0.8 ? 5 : 4, comment, pick(rng, authors), `2025-05-${day}T10:00:00Z`];
  });
  await insertRows(db, 'organisation_reviews', ['lang_no', 'rating', 'comment', 'author', 'created_at'], rows);
}
