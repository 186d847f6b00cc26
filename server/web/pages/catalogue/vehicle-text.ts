import type { Translate } from '../../../../locales/i18n';

/** "2012–2020" or "from 2019" for production years. */
export function yearsText(t: Translate, start: number, end: number | null): string {
  return end === null ? t('catalogue.yearsOpen', { from: start }) : t('catalogue.years', { from: start, to: end });
}

export function modelDetail(t: Translate, model: { ps: number; kw: number; ccm: number; productionYearStart: number; productionYearEnd: number | null }): string {
  return [t('catalogue.power', { kw: model.kw, ps: model.ps }), t('catalogue.ccm', { ccm: model.ccm }), yearsText(t, model.productionYearStart, model.productionYearEnd)].join(' · ');
}
