/**
 * The carriers the shops ship with and each one's public tracking page: the one table of them
 * (mails and pages link from here). The number goes into the link URL-encoded; a carrier not in the
 * table gets no link, only the number. Where the carrier's page comes in the shopper's language
 * (DHL, DPD, UPS), the link opens it in the language of the shopper's edition.
 */

interface Carrier {
  name: string;
  /** How shops write the carrier's name, lower-case with letters and digits only. */
  aliases: readonly string[];
  /** The public tracking page of one parcel; PostNL also asks for the delivery country and postcode; locale: the edition's (de-DE, fr-FR …). */
  url: (number: string, to: { country: string; zip: string }, locale: string) => string;
}

const e = encodeURIComponent;

/** "fr-FR" → ["fr", "FR"]; anything else reads as German in Germany, the pages' old default. */
function parts(locale: string): [string, string] {
  const match = /^([a-z]{2})-([A-Z]{2})$/.exec(locale);
  return match ? [match[1]!, match[2]!] : ['de', 'DE'];
}
/** DHL's site paths name the country, then the language: /de-de/, /at-de/, /fr-fr/. */
const dhlPath = (locale: string) => { const [lang, country] = parts(locale); return `${country.toLowerCase()}-${lang}`; };
/** DPD's tracking page takes the language as a locale of its own: de_DE, fr_FR (Austria reads German). */
const dpdLocale = (locale: string) => { const [lang] = parts(locale); return `${lang}_${lang === 'de' ? 'DE' : lang.toUpperCase()}`; };
/** UPS takes language and country: de_DE, de_AT, fr_FR. */
const upsLocale = (locale: string) => parts(locale).join('_');

const CARRIERS: readonly Carrier[] = [
  { name: 'DHL', aliases: ['dhl', 'dhlpaket', 'dhlparcel', 'deutschepost', 'dhlexpress'], url: (n, _to, locale) => `https://www.dhl.com/${dhlPath(locale)}/home/tracking/tracking-parcel.html?submit=1&tracking-id=${e(n)}` },
  { name: 'DPD', aliases: ['dpd'], url: (n, _to, locale) => `https://tracking.dpd.de/status/${dpdLocale(locale)}/parcel/${e(n)}` },
  { name: 'GLS', aliases: ['gls'], url: (n) => `https://gls-group.com/DE/de/paketverfolgung?match=${e(n)}` },
  { name: 'UPS', aliases: ['ups'], url: (n, _to, locale) => `https://www.ups.com/track?loc=${upsLocale(locale)}&tracknum=${e(n)}` },
  { name: 'Hermes', aliases: ['hermes', 'myhermes', 'evri'], url: (n) => `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#${e(n)}` },
  { name: 'Colissimo', aliases: ['colissimo', 'laposte', 'lapostecolissimo'], url: (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${e(n)}` },
  { name: 'Chronopost', aliases: ['chronopost'], url: (n) => `https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=${e(n)}` },
  { name: 'Correos', aliases: ['correos', 'correosexpress'], url: (n) => `https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=${e(n)}` },
  { name: 'SEUR', aliases: ['seur'], url: (n) => `https://www.seur.com/livetracking/?segOnlineIdentificador=${e(n)}` },
  { name: 'BRT', aliases: ['brt', 'bartolini', 'brtbartolini'], url: (n) => `https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=${e(n)}` },
  { name: 'PostNL', aliases: ['postnl', 'tntpost'], url: (n, to) => `https://jouw.postnl.nl/track-and-trace/${e(n)}-${e(to.country)}-${e(to.zip.replace(/\s+/g, ''))}` },
  { name: 'Österreichische Post', aliases: ['osterreichischepost', 'oesterreichischepost', 'postat', 'austrianpost'], url: (n) => `https://www.post.at/s/sendungssuche?snr=${e(n)}` },
];

/** "Österreichische Post", "DHL Paket", "post.at" → letters and digits, lower-case, without accents. */
function key(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

const BY_ALIAS = new Map(CARRIERS.flatMap((carrier) => carrier.aliases.map((alias) => [alias, carrier] as const)));

/** The carrier's public tracking page for this parcel in the edition's language where it has one, or null for a carrier we do not know. */
export function trackingUrl(carrier: string, trackingNumber: string, to: { country: string; zip: string }, locale = 'de-DE'): string | null {
  const known = BY_ALIAS.get(key(carrier));
  const number = trackingNumber.trim();
  return known && number ? known.url(number, to, locale) : null;
}

/** The carriers with a tracking link, by the name shops see. */
export const TRACKED_CARRIERS: readonly string[] = CARRIERS.map((carrier) => carrier.name);
