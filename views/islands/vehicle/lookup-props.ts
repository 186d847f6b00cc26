/** Props shared by the HSN/TSN and licence plate islands (server-built texts and templates). */
import type { ShopContextValue } from '../../context';
import type { ExtraHelpers, Texts } from '../../hydration';
import type { ChoiceTemplates, VehicleChoice } from './lookup';

/** The home loader's answer to a plain GET submit (?hsn=&tsn= or ?plate=), for this form only. */
export type ServerLookup = { kind: 'none' | 'invalid' | 'unknown' } | { kind: 'unplaced'; name: string } | { kind: 'several'; name?: string; generation?: string; vehicles: VehicleChoice[] };

/** The catalogue's fuels, each with its word in home.fuels. */
const FUELS = ['petrol', 'diesel', 'electric', 'hybrid', 'plugin-hybrid', 'diesel-hybrid', 'diesel-plugin-hybrid', 'lpg', 'cng', 'ethanol'] as const;

export interface LookupExtra {
  templates: ChoiceTemplates;
  texts: Texts;
}

export function lookupExtra(shop: ShopContextValue | null, { texts }: ExtraHelpers): LookupExtra {
  const t = shop?.t;
  return {
    templates: {
      modelPath: shop ? shop.link('Model', { seriesSlug: '__SERIES__', modelId: '__MODEL__' }) : '',
      facts: t ? t('home.vehicleFacts', { kw: '%kw%', ps: '%ps%', years: '%years%' }) : '%kw% kW / %ps% PS, %years%',
      factsThirtyMinutes: t ? t('home.vehicleFactsThirtyMinutes', { kw: '%kw%', ps: '%ps%', years: '%years%' }) : '%kw% kW (30-Minuten-Leistung) / %ps% PS, %years%',
      years: t ? t('home.vehicle.years', { start: '%start%', end: '%end%' }) : '%start%–%end%',
      since: t ? t('home.vehicle.since', { start: '%start%' }) : '%start%–',
      fuels: t ? Object.fromEntries(FUELS.map((fuel) => [fuel, t(`home.fuels.${fuel}`)])) : {},
    },
    texts: { ...texts('vehicleSelector'), close: texts('modal').close ?? '×' },
  };
}
