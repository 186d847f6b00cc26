import type { Vehicle } from '../../../contract/index';

/** "VW Golf IV 1.6 TDI": the model's full name, led by its manufacturer's unless it already is. */
export function vehicleName({ manufacturer, model }: Pick<Vehicle, 'manufacturer' | 'model'>): string {
  return model.fullName.startsWith(manufacturer.name) ? model.fullName : `${manufacturer.name} ${model.fullName}`;
}
