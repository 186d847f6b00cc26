/** Article criteria and fitting vehicles as view rows, texts in the edition's language. */
import type { ArticleDetail, FittingVehicle } from '../../../marketplace/articles/types';
import type { LinkItem } from '../../../../views/catalogue/types';
import type { PageContext } from '../types';
import { modelDetail } from './vehicle-text';

const KNOWN_CRITERIA = new Set([
  'diameter', 'thickness', 'height', 'fitting_position', 'viscosity', 'volume', 'lamp_type', 'weight', 'width', 'length', 'outer_diameter', 'inner_diameter',
  'min_thickness', 'disc_type', 'bolt_holes', 'piston_diameter', 'shock_type', 'thread', 'heat_range', 'electrode_gap', 'wattage', 'voltage', 'capacity',
  'cold_start_current', 'ribs', 'teeth', 'specification',
]);
const POSITIONS = new Set(['front', 'rear']);
/** Attribute values that are words, translated (article.values). */
const VALUE_WORDS = new Set(['ventilated', 'solid', 'gas_pressure', 'oil_pressure']);

export function criteriaRows(context: PageContext, criteria: ArticleDetail['criteria']): { label: string; value: string }[] {
  const { t, locale } = context;
  return criteria.map((criterion) => {
    const key = KNOWN_CRITERIA.has(criterion.key) ? criterion.key : 'other';
    let value = criterion.value;
    if (criterion.key === 'fitting_position' && POSITIONS.has(value)) value = t(`article.position.${value}`);
    else if (VALUE_WORDS.has(value)) value = t(`article.values.${value}`);
    else if (/^\d+(\.\d+)?$/.test(value)) value = Number(value).toLocaleString(locale);
    return { label: t(`article.criteria.${key}`), value: criterion.unit ? `${value} ${criterion.unit}` : value };
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
