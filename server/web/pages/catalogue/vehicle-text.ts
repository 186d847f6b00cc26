import type { Translate } from '../../../../locales/i18n';
import { engineTemplates, engineText } from '../../../../views/engine-facts';

/** "2012–2020" or "from 2019" for production years. */
export function yearsText(t: Translate, start: number, end: number | null): string {
  return end === null ? t('catalogue.yearsOpen', { from: start }) : t('catalogue.years', { from: start, to: end });
}

/** Power, displacement (in the edition's units and number format) and years of a model. */
export function modelDetail(
  { t, locale }: { t: Translate; locale: string },
  model: { ps: number; kw: number; ccm: number; productionYearStart: number; productionYearEnd: number | null },
): string {
  return [engineText(locale, engineTemplates(t), model), yearsText(t, model.productionYearStart, model.productionYearEnd)].join(' · ');
}
