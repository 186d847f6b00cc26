/** The invoice's words, amounts and dates in the buyer's language (the edition the order was placed in). */
import { translator } from '../mail';
import { formatDay } from '../../../locales/moments';
import type { Locale } from '../../../locales/editions';
import type { Translate } from '../../../locales/i18n';
import { moneyText } from '../../../locales/amounts';

export interface Words {
  t: Translate; locale: Locale; money: (cents: number) => string; percent: (bp: number) => string; day: (iso: string) => string;
  /** A price per unit, to the tenth of a cent where a line's net does not divide into whole cents. */
  unitMoney: (cents: number) => string;
  /** A country's name for its ISO code ("DE" → "Deutschland" in German); a code it does not know stays as it is. */
  country: (code: string) => string;
}

export function wordsFor(locale: string): Words {
  const { t, locale: known } = translator(locale);
  const unitMoney = new Intl.NumberFormat(known, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 3 });
  const percent = new Intl.NumberFormat(known, { maximumFractionDigits: 2 });
  const countries = new Intl.DisplayNames([known], { type: 'region', fallback: 'code' });
  return {
    t, locale: known,
    money: (cents) => moneyText(cents, known),
    unitMoney: (cents) => unitMoney.format(cents / 100),
    country: (code) => {
      if (!/^[A-Za-z]{2}$/.test(code)) return code;
      return countries.of(code.toUpperCase()) ?? code;
    },
    percent: (bp) => percent.format(bp / 100),
    // A bare date (YYYY-MM-DD) is that day wherever the reader is: read at noon UTC.
    day: (iso) => formatDay(iso.length === 10 ? `${iso}T12:00:00Z` : iso, known),
  };
}
