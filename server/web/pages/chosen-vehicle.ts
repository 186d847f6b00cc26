/**
 * The vehicle a page is for: the model of a model page or model listing, else the one the shopper
 * chose earlier (the vehicle cookie). Looked up once per request and shared by the loader and the
 * header, so both name the same vehicle.
 */
import type { Request } from 'express';
import type { AnswerOf } from '../../../contract/call';
import type { CallOf } from '../../../contract/calls/index';
import { engineTemplates, powerText } from '../../../views/engine-facts';
import { chosenModelIdOf } from '../visitor/vehicle-cookie';
import type { PageContext } from './types';
import { vehicleName } from './vehicle-name';

type VehicleAnswer = NonNullable<AnswerOf<CallOf<'GET /vehicle/models/:modelId'>>>;

export interface ChosenVehicle {
  modelId: string;
  /** "VW Golf IV 1.6 TDI": what fitment statements name. */
  name: string;
  /** The name with its power in the edition's units, for the header. */
  label: string;
  /** The generation's chassis codes as the label writes them (" (5G1, BQ1)"), which a phone's header leaves out. */
  codes?: string;
  href: string;
  vehicle: VehicleAnswer;
}

/** A model's own pages: visiting one chooses that model. */
export const CHOOSING_PAGES: ReadonlySet<string> = new Set(['Model', 'ModelCategory']);
/** Pages about one model (saving a vehicle is about the model it saves, without choosing it). */
const MODEL_PAGES: ReadonlySet<string> = new Set([...CHOOSING_PAGES, 'SaveVehicle']);

function modelIdParam(params: object): string | undefined {
  const modelId = (params as { modelId?: unknown }).modelId;
  return typeof modelId === 'string' ? modelId : undefined;
}

/** The model a visit to this route chooses, if it is a model's own page. */
export function choosingModelId(page: string, params: object): string | undefined {
  return CHOOSING_PAGES.has(page) ? modelIdParam(params) : undefined;
}

/** The model a route is about, if any. */
export function routeModelId(page: string, params: object): string | undefined {
  return MODEL_PAGES.has(page) ? modelIdParam(params) : undefined;
}

const lookups = new WeakMap<Request, Promise<ChosenVehicle | undefined>>();

export function chosenVehicle(context: PageContext): Promise<ChosenVehicle | undefined> {
  let lookup = lookups.get(context.request);
  if (!lookup) {
    const modelId = routeModelId(context.route.page, context.params) ?? chosenModelIdOf(context.request);
    lookup = modelId ? vehicleNamed(context, modelId).catch(() => undefined) : Promise.resolve(undefined);
    lookups.set(context.request, lookup);
  }
  return lookup;
}

/** A model looked up and named for the shopper; undefined when it does not exist or the lookup fails. */
export async function vehicleNamed(context: PageContext, modelId: string): Promise<ChosenVehicle | undefined> {
  // Read with the contract: an unknown model or a failed lookup is the call's fallback (null).
  const vehicle = await context.marketplace.request('GET /vehicle/models/:modelId', { params: { modelId } }, context.upstreamHeaders);
  if (!vehicle) return undefined;
  const { model, series } = vehicle;
  const name = vehicleName(vehicle);
  const power = powerText(context.locale, engineTemplates(context.t), model);
  const label = context.t('fitment.vehicleLabel', { name, power });
  return {
    modelId: String(model.id),
    name,
    label,
    codes: chassisCodesIn(label, series.name),
    href: context.link('Model', { seriesSlug: series.slug, modelId: String(model.id) }),
    vehicle,
  };
}

/** The series' trailing chassis codes (" (5G1, BQ1, BE1)") where the label carries them, else nothing. */
export function chassisCodesIn(label: string, seriesName: string): string | undefined {
  const codes = / \([^()]+\)$/.exec(seriesName)?.[0];
  return codes && label.includes(codes) ? codes : undefined;
}
