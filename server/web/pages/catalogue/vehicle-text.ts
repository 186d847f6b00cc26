import type { Translate } from '../../../../locales/i18n';
import { engineTemplates, engineText } from '../../../../views/engine-facts';

/** The edition's texts with %from% and %to%, asked of i18next once per translator (one per edition): a page lists up to hundreds of vehicles. */
const yearTemplates = new WeakMap<Translate, { closed: string; open: string }>();

/** "2012–2020" or "from 2019" for production years. */
export function yearsText(t: Translate, start: number, end: number | null): string {
  let templates = yearTemplates.get(t);
  if (!templates) {
    templates = { closed: t('catalogue.years', { from: '%from%', to: '%to%' }), open: t('catalogue.yearsOpen', { from: '%from%' }) };
    yearTemplates.set(t, templates);
  }
  return end === null ? templates.open.replace('%from%', String(start)) : templates.closed.replace('%from%', String(start)).replace('%to%', String(end));
}

/** Power, displacement (in the edition's units and number format) and years of a model. */
export function modelDetail(
  { t, locale }: { t: Translate; locale: string },
  model: { ps: number; kw: number; ccm: number; productionYearStart: number; productionYearEnd: number | null },
): string {
  return [engineText(locale, engineTemplates(t), model), yearsText(t, model.productionYearStart, model.productionYearEnd)].join(' · ');
}
