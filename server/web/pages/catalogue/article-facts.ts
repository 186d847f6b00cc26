/** Article criteria and fitting vehicles as view rows, texts in the edition's language. */
import type { ArticleDetail, FittingVehicle } from '../../../../contract/index';
import type { LinkItem } from '../../../../views/catalogue/types';
import type { PageContext } from '../types';
import { modelDetail } from './vehicle-text';

/** An attribute value that is a word ("ventilated"), not a measure or a name ("M14x1.25"). */
const VALUE_WORD = /^[a-z_]+$/;

/** The article's attributes in the edition's words; an attribute the resources do not name is shown as a property. */
export function criteriaRows(context: PageContext, criteria: ArticleDetail['criteria']): { label: string; value: string }[] {
  const { t, locale } = context;
  return criteria.map((criterion) => {
    let value = criterion.value;
    if (criterion.key === 'fitting_position' && (value === 'front' || value === 'rear')) value = t(`article.position.${value}`);
    else if (VALUE_WORD.test(value)) value = t(`article.values.${value}`, { defaultValue: value });
    else if (/^\d+(\.\d+)?$/.test(value)) value = Number(value).toLocaleString(locale);
    const label = (VALUE_WORD.test(criterion.key) && t(`article.criteria.${criterion.key}`, { defaultValue: '' })) || t('article.criteria.other');
    return { label, value: criterion.unit ? `${value} ${criterion.unit}` : value };
  });
}

export function vehicleLinks(context: PageContext, vehicles: FittingVehicle[]): LinkItem[] {
  return vehicles.map(({ manufacturer, series, model }) => ({
    key: String(model.id),
    label: model.fullName.startsWith(manufacturer.name) ? model.fullName : `${manufacturer.name} ${model.fullName}`,
    href: context.link('Model', { seriesSlug: series.slug, modelId: String(model.id) }),
    detail: modelDetail(context, model),
  }));
}
