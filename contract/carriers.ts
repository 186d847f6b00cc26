/**
 * The carriers the shops ship with and each one's public tracking page: the one table of them
 * (mails and pages link from here). The number goes into the link URL-encoded; a carrier not in the
 * table gets no link, only the number.
 */

interface Carrier {
  name: string;
  /** How shops write the carrier's name, lower-case with letters and digits only. */
  aliases: readonly string[];
  /** The public tracking page of one parcel; PostNL also asks for the delivery country and postcode. */
  url: (number: string, to: { country: string; zip: string }) => string;
}

const e = encodeURIComponent;

const CARRIERS: readonly Carrier[] = [
  { name: 'DHL', aliases: ['dhl', 'dhlpaket', 'dhlparcel', 'deutschepost', 'dhlexpress'], url: (n) => `https://www.dhl.com/de-de/home/tracking/tracking-parcel.html?submit=1&tracking-id=${e(n)}` },
  { name: 'DPD', aliases: ['dpd'], url: (n) => `https://tracking.dpd.de/status/de_DE/parcel/${e(n)}` },
  { name: 'GLS', aliases: ['gls'], url: (n) => `https://gls-group.com/DE/de/paketverfolgung?match=${e(n)}` },
  { name: 'UPS', aliases: ['ups'], url: (n) => `https://www.ups.com/track?tracknum=${e(n)}` },
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

/** The carrier's public tracking page for this parcel, or null for a carrier we do not know. */
export function trackingUrl(carrier: string, trackingNumber: string, to: { country: string; zip: string }): string | null {
  const known = BY_ALIAS.get(key(carrier));
  const number = trackingNumber.trim();
  return known && number ? known.url(number, to) : null;
}

/** The carriers with a tracking link, by the name shops see. */
export const TRACKED_CARRIERS: readonly string[] = CARRIERS.map((carrier) => carrier.name);
