/** Article criteria and fitting vehicles as view rows, texts in the edition's language. */
import type { ArticleDetail, FittingVehicle } from '../../../../contract/index';
import type { LinkItem } from '../../../../views/catalogue/types';
import type { PageContext } from '../types';
import { modelDetail } from './vehicle-text';

/** An attribute value that is a word ("ventilated"), not a measure or a name ("M14x1.25"). */
const VALUE_WORD = /^[a-z_]+$/;

/**
 * One criterion's value in the edition's words: a word translated ("belüftet", "ventilé"), a
 * measure in the edition's number format, then its unit after a no-break space (never "288" at a
 * line's end and "mm" on the next).
 */
export function criterionValueText(context: Pick<PageContext, 't' | 'locale'>, key: string, value: string, unit?: string | null): string {
  const { t, locale } = context;
  let text = value;
  if (key === 'fitting_position' && (value === 'front' || value === 'rear')) text = t(`article.position.${value}`);
  else if (VALUE_WORD.test(value)) text = t(`article.values.${value}`, { defaultValue: value });
  else if (/^\d+(\.\d+)?$/.test(value)) text = Number(value).toLocaleString(locale);
  return unit ? `${text}\u00a0${unit}` : text;
}

/** A criterion's name in the edition's words; one the resources do not name is shown as a property. */
export function criterionLabel(context: Pick<PageContext, 't'>, key: string): string {
  return (VALUE_WORD.test(key) && context.t(`article.criteria.${key}`, { defaultValue: '' })) || context.t('article.criteria.other');
}

/** The article's attributes in the edition's words. */
export function criteriaRows(context: PageContext, criteria: ArticleDetail['criteria']): { label: string; value: string }[] {
  return criteria.map((criterion) => ({ label: criterionLabel(context, criterion.key), value: criterionValueText(context, criterion.key, criterion.value, criterion.unit) }));
}

export function vehicleLinks(context: PageContext, vehicles: FittingVehicle[]): LinkItem[] {
  return vehicles.map(({ manufacturer, series, model }) => ({
    key: String(model.id),
    label: model.fullName.startsWith(manufacturer.name) ? model.fullName : `${manufacturer.name} ${model.fullName}`,
    href: context.link('Model', { seriesSlug: series.slug, modelId: String(model.id) }),
    detail: modelDetail(context, model),
  }));
}
