/**
 * The home page's no-JS vehicle selection: ?manufacturerId= shows the series,
 * ?seriesId= the models, ?modelId= goes to the Model page; ?hsn=&tsn= (de-DE) and ?plate= (fr-FR)
 * look the vehicle up: one match goes to its Model page, several are listed, none shows the error.
 */
import { chosenVehicle } from './chosen-vehicle';
import { isFrenchPlate, normalisePlate } from '../../../contract/licence-plate';
import { modelOptionFormat, modelOptionLabel } from '../../../views/engine-facts';
import type { VehicleOption, VehicleSelectorProps } from '../../../views/islands/vehicle/types';
import type { Vehicle } from '../../../contract/index';
import type { PageContext } from './types';
import { vehicleName } from './vehicle-name';

const DIGITS = /^\d{1,9}$/;
const WORD = /^\w{1,64}$/;
/** HSN: four letters or digits; TSN: three. */
const HSN = /^[a-z0-9]{4}$/i;
const TSN = /^[a-z0-9]{3}$/i;

export type { Lookup, VehicleBlock } from '../../../views/pages/home-vehicle-block';
import type { Lookup, VehicleBlock } from '../../../views/pages/home-vehicle-block';

const one = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);


function years(t: PageContext['t'], start: number, end: number | null): string {
  return end === null ? t('home.vehicle.since', { start }) : t('home.vehicle.years', { start, end });
}

function modelHref(context: PageContext, { series, model }: Pick<Vehicle, 'series' | 'model'>): string {
  return context.link('Model', { seriesSlug: series.slug, modelId: String(model.id) });
}

type Register = { tradeName: string; generation?: { name: string; productionYearStart: number; productionYearEnd: number | null }; engines?: { fuel: string; modelIds: number[] }[] };

async function lookupVehicles(context: PageContext, method: 'hsnTsn' | 'plate', found: Promise<{ vehicles: Vehicle[]; register?: Register | null }>): Promise<{ redirect: string } | Lookup> {
  const { vehicles, register } = await found;
  if (vehicles.length === 0) return register && method === 'hsnTsn' ? { kind: 'unplaced', method, name: register.tradeName } : { kind: 'unknown', method };
  if (vehicles.length === 1) return { redirect: modelHref(context, vehicles[0]!) };
  // A pair naming its generation only: the generation and its years, the types grouped by fuel.
  const generation = register?.generation;
  const fuelOf = new Map((register?.engines ?? []).flatMap(({ fuel, modelIds }) => modelIds.map((id) => [id, fuel] as const)));
  const fuels = [...new Set(vehicles.map((vehicle) => fuelOf.get(vehicle.model.id)))];
  const byFuel = [...vehicles].sort((a, b) => fuels.indexOf(fuelOf.get(a.model.id)) - fuels.indexOf(fuelOf.get(b.model.id)));
  return {
    kind: 'several',
    method,
    ...(register && method === 'hsnTsn' ? { name: register.tradeName } : {}),
    ...(generation && method === 'hsnTsn' ? { generation: `${generation.name}, ${years(context.t, generation.productionYearStart, generation.productionYearEnd)}` } : {}),
    vehicles: byFuel.map((vehicle) => {
      const fuel = fuelOf.get(vehicle.model.id);
      return {
        label: vehicleName(vehicle),
        facts: context.t(vehicle.model.kwThirtyMinutes ? 'home.vehicleFactsThirtyMinutes' : 'home.vehicleFacts', { kw: vehicle.model.kw, ps: vehicle.model.ps, years: years(context.t, vehicle.model.productionYearStart, vehicle.model.productionYearEnd) }),
        href: modelHref(context, vehicle),
        ...(fuel ? { group: context.t(`home.fuels.${fuel}`) } : {}),
      };
    }),
  };
}

/** Either a redirect (a model was chosen or looked up) or the block to render. */
export async function loadVehicleBlock(context: PageContext): Promise<{ redirect: string } | VehicleBlock> {
  const { query, edition, t, marketplace, upstreamHeaders: headers } = context;
  const methods = { hsnTsn: edition.vehicleSelection.hsnTsn, licensePlate: edition.vehicleSelection.licensePlate };

  const modelId = one(query.modelId);
  if (modelId && WORD.test(modelId)) {
    const vehicle = await marketplace.request('GET /vehicle/models/:modelId', { params: { modelId } }, headers);
    if (vehicle) return { redirect: modelHref(context, vehicle) };
  }

  let lookup: Lookup = { kind: 'none' };
  const entered: VehicleBlock['entered'] = {};
  const hsn = one(query.hsn);
  const tsn = one(query.tsn);
  if (methods.hsnTsn && (hsn !== undefined || tsn !== undefined)) {
    entered.hsn = hsn?.toUpperCase();
    entered.tsn = tsn?.toUpperCase();
    if (!hsn || !tsn || !HSN.test(hsn) || !TSN.test(tsn)) lookup = { kind: 'invalid', method: 'hsnTsn' };
    else {
      const found = await lookupVehicles(context, 'hsnTsn', marketplace.request('GET /vehicle/hsntsn/:hsntsn', { params: { hsntsn: hsn.toUpperCase() + tsn.toUpperCase() } }, headers));
      if ('redirect' in found) return found;
      lookup = found;
    }
  }
  const plate = one(query.plate);
  if (methods.licensePlate && plate !== undefined) {
    entered.plate = plate.toUpperCase();
    if (!isFrenchPlate(plate)) lookup = { kind: 'invalid', method: 'plate' };
    else {
      const found = await lookupVehicles(context, 'plate', marketplace.request('GET /vehicle/license/fr/:plate', { params: { plate: normalisePlate(plate) } }, headers));
      if ('redirect' in found) return found;
      lookup = found;
    }
  }

  // Nothing picked in this form: the vehicle the shopper chose (by dropdowns, HSN/TSN or plate)
  // shows in the dropdowns, manufacturer, series and model, with and without JavaScript.
  const picked = query.manufacturerId !== undefined || query.seriesId !== undefined;
  const chosen = picked ? undefined : (await chosenVehicle(context))?.vehicle;
  const manufacturerId = chosen ? String(chosen.manufacturer.id) : one(query.manufacturerId);
  const seriesId = chosen ? String(chosen.series.id) : one(query.seriesId);
  const validManufacturer = manufacturerId && DIGITS.test(manufacturerId) ? manufacturerId : undefined;
  const validSeries = validManufacturer && seriesId && DIGITS.test(seriesId) ? seriesId : undefined;
  const [manufacturers, series, models] = await Promise.all([
    marketplace.request('GET /vehicle/manufacturers', {}, headers),
    validManufacturer ? marketplace.request('GET /vehicle/manufacturers/:id/series', { params: { id: validManufacturer } }, headers).then((list) => list ?? undefined) : undefined,
    validSeries ? marketplace.request('GET /vehicle/series/:id/models', { params: { id: validSeries } }, headers).then((list) => list ?? undefined) : undefined,
  ]);

  const modelFormat = modelOptionFormat(t, context.locale);
  const options = <T,>(list: { popular: T[]; all: T[] }, toOption: (entry: T) => VehicleOption) => ({ popular: list.popular.map(toOption), all: list.all.map(toOption) });
  const selector: VehicleSelectorProps = {
    action: context.link('Home', {}),
    manufacturers: options(manufacturers, (m) => ({ id: String(m.id), label: m.name })),
    series: series && options(series, (s) => ({ id: String(s.id), label: `${s.name} (${years(t, s.productionYearStart, s.productionYearEnd)})` })),
    models: models && options(models, (m) => ({ id: String(m.id), label: modelOptionLabel(modelFormat, m) })),
    selected: {
      manufacturerId: validManufacturer, seriesId: series ? validSeries : undefined,
      modelId: chosen && models?.all.concat(models.popular).some((m) => String(m.id) === String(chosen.model.id)) ? String(chosen.model.id) : undefined,
    },
    methods,
    labels: {
      manufacturer: t('home.vehicle.manufacturer'),
      series: t('home.vehicle.series'),
      model: t('home.vehicle.model'),
      popular: t('home.vehicle.popular'),
      all: t('home.vehicle.all'),
      submit: models ? t('home.vehicle.chooseModel') : t('home.vehicle.submit'),
    },
  };
  return { selector, lookup, entered };
}
