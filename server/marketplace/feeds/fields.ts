/**
 * The columns a feed may carry (photos as Google's `image_link` and `additional_image_link`, a data
 * sheet as a link to its PDF), and the header names understood without a mapping file: the
 * common idealo (German and the English names of idealo's CSV template) and Google Merchant
 * Center names, and the names shops' own exports use in the editions' languages (the mapping screen
 * offers them ready). Per-country prices and shipping come as `price_AT` / `shipping_AT` columns (or
 * Google's `DE:::4.95 EUR` shipping notation); idealo's delivery costs as one column per method.
 */
export const FIELDS = ['sku', 'brand', 'mpn', 'mpns', 'ean', 'oe', 'kba', 'title', 'price', 'salePrice', 'deposit', 'shipping', 'delivery', 'stock', 'availability', 'url', 'image', 'images', 'document'] as const;
export type Field = (typeof FIELDS)[number];

/** Column key: a field, a per-country price/shipping column, or one of idealo's delivery methods. */
export type ColumnKey = Field | `price.${string}` | `shipping.${string}` | `deliveryCosts.${string}`;

const ALIASES: Record<Field, string[]> = {
  sku: ['sku', 'id', 'shop sku', 'offer id', 'offerid', 'artikelnummer', 'artikelnummer im shop', 'interne artikelnummer', 'sku id', 'artikelnr', 'artikelnr.', 'art.nr.', 'art. nr.', 'art.nr', 'artnr', 'référence', 'reference', 'réf.', 'référence article', 'referencia', 'codice articolo', 'artikelcode'],
  brand: ['brand', 'marke', 'hersteller', 'manufacturer', 'herstellername', 'marque', 'marca', 'merk'],
  mpn: ['mpn', 'hersteller artikelnummer', 'herstellerartikelnummer', 'manufacturer part number', 'hanr', 'teilenummer', 'référence fabricant', 'referencia fabricante', 'codice produttore'],
  // idealo: "hans", the manufacturer's article numbers, more than one in a cell.
  mpns: ['hans', 'han'],
  ean: ['ean', 'eans', 'gtin', 'ean/gtin', 'ean / gtin', 'barcode', 'ean code', 'ean13', 'ean 13', 'gtin13', 'gtin 13', 'gtin14', 'ean nummer', 'code ean', 'código ean', 'codice ean'],
  oe: ['oe', 'oe numbers', 'oe nummern', 'oe nummer', 'oen', 'oe number', 'oe references', 'vergleichsnummern'],
  kba: ['kba', 'kba numbers', 'kba nummern', 'hsn/tsn', 'hsn tsn'],
  title: ['title', 'titel', 'name', 'produktname', 'product name', 'bezeichnung', 'désignation', 'designation', 'libellé', 'titre', 'título', 'titulo', 'denominación', 'denominazione', 'titolo', 'naam'],
  price: ['price', 'preis', 'preis brutto', 'price with vat', 'bruttopreis', 'vk', 'vk brutto', 'vk preis', 'verkaufspreis', 'verkaufspreis brutto', 'prix', 'prix ttc', 'precio', 'pvp', 'precio con iva', 'prezzo', 'prezzo ivato', 'prijs', 'prijs incl. btw'],
  salePrice: ['sale price', 'angebotspreis', 'aktionspreis'],
  deposit: ['deposit', 'pfand', 'altteilpfand', 'refund'],
  shipping: ['shipping', 'versandkosten', 'shipping cost', 'lieferkosten', 'versand', 'frais de port', 'gastos de envío', 'spese di spedizione'],
  delivery: ['delivery time', 'deliverytime', 'lieferzeit', 'delivery', 'max handling time', 'handling time', 'delivery days', 'délai', 'délai de livraison', 'plazo de entrega', 'tempi di consegna', 'levertijd'],
  stock: ['stock', 'bestand', 'lagerbestand', 'quantity', 'menge', 'quantité', 'existencias', 'cantidad', 'giacenza', 'quantità', 'voorraad'],
  availability: ['availability', 'verfügbarkeit', 'verfuegbarkeit', 'lieferstatus'],
  url: ['url', 'link', 'deeplink', 'produkturl', 'offer url', 'produkt url'],
  image: ['image', 'image link', 'image url', 'bild', 'bildurl', 'bild url', 'bildlink', 'bild link', 'hauptbild'],
  images: ['additional image link', 'additional image links', 'additional images', 'weitere bilder', 'zusatzbilder', 'bild 2', 'weitere bildurls', 'imageurls', 'image urls'],
  document: ['document link', 'document url', 'document', 'datasheet', 'data sheet', 'datasheet link', 'datenblatt', 'datenblatt url', 'dokument', 'pdf', 'pdf link'],
};

const BY_NAME = new Map<string, Field>();
for (const field of FIELDS) for (const alias of ALIASES[field]) BY_NAME.set(alias, field);

/** Header folded for comparison: lower case, underscores, dashes and runs of spaces as one space. */
export const foldHeader = (header: string): string => header.trim().toLowerCase().replace(/[_\-\s]+/g, ' ');

/** The column key a header names without a mapping, or undefined (unknown columns are ignored). */
export function columnFromHeader(header: string): ColumnKey | undefined {
  const name = foldHeader(header);
  const known = BY_NAME.get(name);
  if (known) return known;
  // idealo: one column per delivery method, "deliveryCosts_dhl", "deliveryCosts_spedition", ...
  const method = /^deliverycosts ?\.?([a-z][a-z0-9 ]{0,40})$/.exec(name);
  if (method) return `deliveryCosts.${method[1]!.replace(/ /g, '_')}`;
  const country = /^(price|preis|shipping|versandkosten|versand) ?\.?([a-z]{2})$/.exec(name);
  if (!country) return undefined;
  const kind = country[1] === 'price' || country[1] === 'preis' ? 'price' : 'shipping';
  return `${kind}.${country[2]!.toUpperCase()}`;
}
