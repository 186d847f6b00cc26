/**
 * Plausible seller identities for the demo shops, in the form of their home country: legal form,
 * street, postcode and city, phone, e-mail, trade register and number, VAT ID. Invented, never
 * anyone's real data; the numbers have the right shape, and VAT IDs the right check digit.
 */
import { vatIdProblem } from '../../../contract/vat-id';
import { type Rng, intBetween, pick } from './rng';
import { slugify } from './text';

export interface ShopIdentity {
  legalName: string; street: string; postcode: string; city: string; phone: string; email: string;
  tradeRegister: string; registerNumber: string; vatId: string; isTrader: boolean;
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, (_, i) => String(i === 0 ? intBetween(rng, 1, 9) : intBetween(rng, 0, 9))).join('');

interface CountryForm {
  form: string; streets: string[]; places: [string, string][];
  street: (name: string, no: number) => string;
  phone: (rng: Rng) => string;
  register: (rng: Rng, city: string) => [string, string];
  vat: (rng: Rng) => string;
}

const FORMS: Record<string, CountryForm> = {
  DE: {
    form: 'GmbH', streets: ['Industriestraße', 'Gewerbepark', 'Hauptstraße', 'Am Güterbahnhof', 'Werkstraße'],
    places: [['80939', 'München'], ['22113', 'Hamburg'], ['50829', 'Köln'], ['70327', 'Stuttgart'], ['04129', 'Leipzig'], ['30179', 'Hannover']],
    street: (s, n) => `${s} ${n}`, phone: (rng) => `+49 ${intBetween(rng, 30, 911)} ${digits(rng, 7)}`,
    register: (rng, city) => [`Amtsgericht ${city}`, `HRB ${digits(rng, 6)}`], vat: (rng) => `DE${digits(rng, 9)}`,
  },
  AT: {
    form: 'GmbH', streets: ['Triester Straße', 'Gewerbestraße', 'Industriezeile'], places: [['1230', 'Wien'], ['4020', 'Linz'], ['8020', 'Graz']],
    street: (s, n) => `${s} ${n}`, phone: (rng) => `+43 ${intBetween(rng, 1, 732)} ${digits(rng, 6)}`,
    register: (rng, city) => [`Landesgericht ${city}`, `FN ${digits(rng, 6)}${pick(rng, ['a', 'b', 'd', 'h'])}`], vat: (rng) => `ATU${digits(rng, 8)}`,
  },
  ES: {
    form: 'S.L.', streets: ['Calle de la Industria', 'Avenida del Mediterráneo', 'Polígono Industrial Norte, calle B'],
    places: [['28021', 'Madrid'], ['46014', 'Valencia'], ['48950', 'Erandio']],
    street: (s, n) => `${s}, ${n}`, phone: (rng) => `+34 9${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    register: (rng, city) => [`Registro Mercantil de ${city === 'Erandio' ? 'Bizkaia' : city}`, `Hoja ${pick(rng, ['M', 'V', 'BI'])}-${digits(rng, 6)}`], vat: (rng) => `ESB${digits(rng, 8)}`,
  },
  FR: {
    form: 'SARL', streets: ['rue de l\'Industrie', 'avenue Jean Jaurès', 'zone artisanale des Prés'],
    places: [['69007', 'Lyon'], ['59000', 'Lille'], ['31200', 'Toulouse'], ['44300', 'Nantes']],
    street: (s, n) => `${n} ${s}`, phone: (rng) => `+33 ${intBetween(rng, 1, 5)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`,
    register: (rng, city) => [`RCS ${city}`, `${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`], vat: (rng) => `FR${digits(rng, 2)}${digits(rng, 9)}`,
  },
  IT: {
    form: 'S.r.l.', streets: ['Via dell\'Industria', 'Viale Europa', 'Via Emilia'], places: [['20157', 'Milano'], ['40132', 'Bologna'], ['10156', 'Torino']],
    street: (s, n) => `${s} ${n}`, phone: (rng) => `+39 0${digits(rng, 2)} ${digits(rng, 7)}`,
    register: (rng, city) => [`Registro delle Imprese di ${city}`, `REA ${city.slice(0, 2).toUpperCase()}-${digits(rng, 7)}`], vat: (rng) => `IT${digits(rng, 11)}`,
  },
  NL: {
    form: 'B.V.', streets: ['Industrieweg', 'Energieweg', 'Handelsweg'], places: [['3542 AD', 'Utrecht'], ['1033 SE', 'Amsterdam'], ['3044 EK', 'Rotterdam']],
    street: (s, n) => `${s} ${n}`, phone: (rng) => `+31 ${intBetween(rng, 10, 79)} ${digits(rng, 3)} ${digits(rng, 4)}`,
    register: (rng) => ['Kamer van Koophandel', `KvK ${digits(rng, 8)}`], vat: (rng) => `NL${digits(rng, 9)}B01`,
  },
  BE: {
    form: 'BV', streets: ['Industrielaan', 'Nijverheidsstraat'], places: [['2030', 'Antwerpen'], ['9000', 'Gent']],
    street: (s, n) => `${s} ${n}`, phone: (rng) => `+32 ${intBetween(rng, 2, 9)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
    register: (rng) => ['Kruispuntbank van Ondernemingen', `0${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}`], vat: (rng) => `BE0${digits(rng, 9)}`,
  },
  CZ: {
    form: 's.r.o.', streets: ['Průmyslová', 'Kolbenova'], places: [['190 00', 'Praha 9'], ['627 00', 'Brno']],
    street: (s, n) => `${s} ${n}`, phone: (rng) => `+420 ${digits(rng, 3)} ${digits(rng, 3)} ${digits(rng, 3)}`,
    register: (rng) => ['Městský soud v Praze', `C ${digits(rng, 6)}`], vat: (rng) => `CZ${digits(rng, 8)}`,
  },
  PL: {
    form: 'Sp. z o.o.', streets: ['ul. Przemysłowa', 'ul. Fabryczna'], places: [['02-232', 'Warszawa'], ['30-716', 'Kraków']],
    street: (s, n) => `${s} ${n}`, phone: (rng) => `+48 ${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`,
    register: (rng) => ['Krajowy Rejestr Sądowy', `KRS ${digits(rng, 10)}`], vat: (rng) => `PL${digits(rng, 10)}`,
  },
};

/**
 * The drawn VAT ID with its check digits made right: the last one or two characters (a Dutch ID's
 * ninth digit, a French ID's key) are the first that pass, else the digit before them is moved on.
 */
export function withCheckDigits(drawn: string, country: string): string {
  if (!vatIdProblem(drawn, country)) return drawn;
  const places = country === 'NL' ? [10] : country === 'FR' ? [2, 3] : country === 'BE' ? [10, 11] : [drawn.length - 1];
  const alphabet = country === 'ES' ? '0123456789ABCDEFGHIJ' : '0123456789';
  const before = Math.min(...places) - 1;
  for (let shift = 0; shift < 10; shift++) {
    const base = [...drawn];
    if (shift) base[before] = String((Number(base[before]) + shift) % 10);
    const options = places.length === 1 ? [...alphabet] : Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    for (const option of options) {
      const candidate = [...base];
      [...option].forEach((char, i) => { candidate[places[i]!] = char; });
      if (!vatIdProblem(candidate.join(''), country)) return candidate.join('');
    }
  }
  return drawn;
}

export function shopIdentity(rng: Rng, name: string, country: string): ShopIdentity {
  const form = FORMS[country] ?? FORMS.DE!;
  const [postcode, city] = pick(rng, form.places);
  const [tradeRegister, registerNumber] = form.register(rng, city);
  const domain = `${slugify(name).replace(/-/g, '')}.example`;
  return {
    legalName: `${name} ${form.form}`, street: form.street(pick(rng, form.streets), intBetween(rng, 1, 120)), postcode, city,
    phone: form.phone(rng), email: `service@${domain}`, tradeRegister, registerNumber, vatId: withCheckDigits(form.vat(rng), FORMS[country] ? country : 'DE'), isTrader: true,
  };
}
