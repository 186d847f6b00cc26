/**
 * Whether each article in the cart (or at checkout) fits the shopper's chosen vehicle, as the
 * article page says it: fits, or not known to fit. Keyed by article id; empty without a vehicle
 * or when the call fails (no statement is better than a wrong one).
 */
import type { FitmentNote } from '../../../views/catalogue/types';
import { chosenVehicle } from './chosen-vehicle';
import { fitmentNote, fittingArticles } from './catalogue/fitment';
import type { PageContext } from './types';

export type ArticleFitment = Record<string, FitmentNote>;

export async function articleFitment(context: PageContext, articleIds: readonly (number | string)[]): Promise<ArticleFitment> {
  const ids = [...new Set(articleIds.map(Number).filter((id) => Number.isInteger(id) && id > 0))];
  if (ids.length === 0) return {};
  try {
    const vehicle = await chosenVehicle(context);
    if (!vehicle) return {};
    const fitting = await fittingArticles(context, vehicle, ids);
    return Object.fromEntries(ids.map((id) => [String(id), fitmentNote(context, vehicle, fitting.has(id))]));
  } catch {
    return {};
  }
}
