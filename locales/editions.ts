/**
 * The edition table: every fact that differs between the six country editions lives here and
 * nowhere else. Server, views and client all read it.
 */

export const LOCALES = ['de-DE', 'de-AT', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de-DE';

/** Localized path words. */
export interface RouteWords {
  cart: string;
  cartGenerate: string;
  fulltextSearch: string;
  /** Search word shared by the part number search and the article page. */
  partSearch: string;
  /** Catalogue section word for vehicle pages. */
  section: string;
  allVehicles: string;
  shop: string;
  shopTerms: string;
  shopCancellation: string;
  login: string;
  account: string;
  deliveryCountry: string;
  info: string;
}

export interface Edition {
  locale: Locale;
  /** Path prefix; the default edition has none. */
  prefix: string;
  /** i18next resource namespace language (Germany and Austria share 'de' with an 'de-AT' overlay). */
  language: 'de' | 'es' | 'fr' | 'it' | 'nl';
  /** Catalogue language number (1 de, 6 fr, 7 it, 8 es, 9 nl). */
  langNo: number;
  country: string;
  currency: 'EUR';
  words: RouteWords;
  vehicleSelection: { dropdowns: true; hsnTsn: boolean; licensePlate: boolean };
  accounts: boolean;
  /** Footer links for merchants and jobs (DE only). */
  merchantsAndJobs: boolean;
  /** Ten top manufacturer ids shown on the home page, in order. */
  topManufacturerIds: readonly number[];
}

const germanWords: RouteWords = {
  cart: 'Warenkorb',
  cartGenerate: 'Warenkorb/generieren',
  fulltextSearch: 'Volltextsuche',
  partSearch: 'Teilenummernsuche',
  section: 'Ersatzteile',
  allVehicles: 'Alle-Fahrzeuge',
  shop: 'Shop',
  shopTerms: 'AGB',
  shopCancellation: 'Widerrufsbelehrung',
  login: 'Einloggen',
  account: 'Mein-Spareo',
  deliveryCountry: 'Lieferland',
  info: 'Info',
};

export const EDITIONS: Record<Locale, Edition> = {
  'de-DE': {
    locale: 'de-DE', prefix: '', language: 'de', langNo: 1, country: 'DE', currency: 'EUR',
    words: germanWords,
    vehicleSelection: { dropdowns: true, hsnTsn: true, licensePlate: false },
    accounts: true, merchantsAndJobs: true,
    topManufacturerIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  },
  'de-AT': {
    locale: 'de-AT', prefix: '/de-AT', language: 'de', langNo: 1, country: 'AT', currency: 'EUR',
    words: germanWords,
    vehicleSelection: { dropdowns: true, hsnTsn: false, licensePlate: false },
    accounts: true, merchantsAndJobs: false,
    topManufacturerIds: [1, 2, 3, 4, 5, 11, 6, 14, 17, 7],
  },
  'es-ES': {
    locale: 'es-ES', prefix: '/es-ES', language: 'es', langNo: 8, country: 'ES', currency: 'EUR',
    words: {
      cart: 'carrito', cartGenerate: 'carrito/generar', fulltextSearch: 'busqueda',
      partSearch: 'busqueda-recambio', section: 'recambios', allVehicles: 'todos-los-vehiculos',
      shop: 'tienda', shopTerms: 'tcs', shopCancellation: 'politica-de-cancelacion',
      login: 'Einloggen', account: 'Mein-Spareo', deliveryCountry: 'pais-de-entrega', info: 'info',
    },
    vehicleSelection: { dropdowns: true, hsnTsn: false, licensePlate: false },
    accounts: false, merchantsAndJobs: false,
    topManufacturerIds: [11, 13, 8, 9, 1, 7, 6, 12, 3, 2],
  },
  'fr-FR': {
    locale: 'fr-FR', prefix: '/fr-FR', language: 'fr', langNo: 6, country: 'FR', currency: 'EUR',
    words: {
      cart: 'panier', cartGenerate: 'panier/generer', fulltextSearch: 'recherche',
      partSearch: 'recherche-piece', section: 'pieces-auto', allVehicles: 'tout-type-de-vehicule',
      shop: 'boutique', shopTerms: 'cgv', shopCancellation: 'politique-d-annulation',
      login: 'Einloggen', account: 'Mein-Spareo', deliveryCountry: 'pays-de-livraison', info: 'info',
    },
    vehicleSelection: { dropdowns: true, hsnTsn: false, licensePlate: true },
    accounts: false, merchantsAndJobs: false,
    topManufacturerIds: [8, 9, 10, 1, 7, 6, 12, 3, 2, 11],
  },
  'it-IT': {
    locale: 'it-IT', prefix: '/it-IT', language: 'it', langNo: 7, country: 'IT', currency: 'EUR',
    words: {
      cart: 'carrello', cartGenerate: 'carrello/generare', fulltextSearch: 'ricerca',
      partSearch: 'ricerca-ricambio', section: 'ricambi', allVehicles: 'tutte-le-auto',
      shop: 'negozio', shopTerms: 'cg', shopCancellation: 'politica-di-cancellazione',
      login: 'Einloggen', account: 'Mein-Spareo', deliveryCountry: 'paese-di-consegna', info: 'info',
    },
    vehicleSelection: { dropdowns: true, hsnTsn: false, licensePlate: false },
    accounts: false, merchantsAndJobs: false,
    topManufacturerIds: [10, 1, 7, 6, 8, 9, 12, 3, 2, 11],
  },
  'nl-NL': {
    locale: 'nl-NL', prefix: '/nl-NL', language: 'nl', langNo: 9, country: 'NL', currency: 'EUR',
    words: {
      cart: 'winkelwagen', cartGenerate: 'winkelwagen/genereren', fulltextSearch: 'zoeken',
      partSearch: 'onderdeel-zoeken', section: 'reserveonderdelen', allVehicles: 'alle-autos',
      shop: 'winkelen', shopTerms: 'av', shopCancellation: 'annuleringsvoorwaarden',
      login: 'Einloggen', account: 'Mein-Spareo', deliveryCountry: 'afleverland', info: 'info',
    },
    vehicleSelection: { dropdowns: true, hsnTsn: false, licensePlate: false },
    accounts: false, merchantsAndJobs: false,
    topManufacturerIds: [1, 6, 7, 2, 3, 4, 8, 12, 13, 5],
  },
};

/**
 * Path words of the checkout and the order pages, per edition language. Keyed by the edition's cart
 * word, so the route table reads them from the same RouteWords it already gets.
 */
export const ORDER_WORDS: Record<string, { checkout: string; orders: string; withdraw: string }> = {
  Warenkorb: { checkout: 'Kasse', orders: 'Bestellungen', withdraw: 'widerrufen' },
  carrito: { checkout: 'caja', orders: 'pedidos', withdraw: 'desistimiento' },
  panier: { checkout: 'commande', orders: 'mes-commandes', withdraw: 'retractation' },
  carrello: { checkout: 'cassa', orders: 'ordini', withdraw: 'recesso' },
  winkelwagen: { checkout: 'afrekenen', orders: 'bestellingen', withdraw: 'herroepen' },
};

export function orderWords(words: RouteWords): { checkout: string; orders: string; withdraw: string } {
  return ORDER_WORDS[words.cart] ?? ORDER_WORDS.Warenkorb!;
}

/** The edition of a country (a shop's, for what the shop reads); German where no edition is the country's. */
export function localeOfCountry(country: string): Locale {
  return LOCALES.find((locale) => EDITIONS[locale].country === country) ?? DEFAULT_LOCALE;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 47 supported European delivery countries. */
export const DELIVERY_COUNTRIES = [
  'AD', 'AL', 'AT', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR',
  'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT',
  'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'SE', 'SI', 'SK', 'SM', 'TR', 'UA', 'VA', 'XK', 'GI',
] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

export function isDeliveryCountry(value: unknown): value is DeliveryCountry {
  return typeof value === 'string' && (DELIVERY_COUNTRIES as readonly string[]).includes(value.toUpperCase());
}

/**
 * The delivery country: the one the shopper chose when it is supported, else the edition's own
 * country (a French shopper who has not chosen gets France, not Germany; docs/decisions/0047).
 */
export function deliveryCountryFor(chosen: unknown, locale: Locale): string {
  return isDeliveryCountry(chosen) ? chosen.toUpperCase() : EDITIONS[locale].country;
}

/** Cookie names and lifetimes shared by server and client. */
export const COOKIES = {
  locale: 'spareo_locale',
  session: 'spareo_sid',
  /** A session id handed out ahead with a page of add forms, taken as the session at the first add. */
  reservedSession: 'spareo_sid_reserved',
  deliveryCountry: 'spareo_delivery_country',
  consent: 'spareo_consent',
  consentDomains: 'spareo_consent_domains',
  /** The shopper's chosen vehicle (a model id); docs/decisions/0124-chosen-vehicle-cookie.md. */
  vehicle: 'spareo_vehicle',
  /** A shop member's portal sign-in (HttpOnly, only below the portal's paths). */
  portal: 'spareo_portal',
} as const;
export const LOCALE_COOKIE_DAYS = 365;

/** Path word of the accessibility statement, below each edition's info word (/{info}/{word}). */
export const ACCESSIBILITY_WORDS: Record<Locale, string> = {
  'de-DE': 'barrierefreiheit',
  'de-AT': 'barrierefreiheit',
  'es-ES': 'accesibilidad',
  'fr-FR': 'accessibilite',
  'it-IT': 'accessibilita',
  'nl-NL': 'toegankelijkheid',
};
