/**
 * Fitment statements for the vehicle a page is for (chosen-vehicle.ts): each part says whether it
 * fits it, or that it is not known to fit (the catalogue cannot tell "does not fit" from "not
 * listed", so the statement does not claim more than it knows).
 */
import { MAX_FITMENT_ARTICLES } from '../../../../contract/calls/fitment';
import type { ArticleCardData, FitmentNote, ListingData } from '../../../../views/catalogue/types';
import { chosenVehicle, vehicleNamed, type ChosenVehicle } from '../chosen-vehicle';
import type { PageContext } from '../types';

/** The statement for one part: fits, or not known to fit. */
export function fitmentNote(context: PageContext, vehicle: ChosenVehicle, fits: boolean): FitmentNote {
  return { fits, text: context.t(fits ? 'fitment.fits' : 'fitment.notKnownToFit', { vehicle: vehicle.name }) };
}

/** Which of the articles fit the vehicle (one call per page of cards; a failed call claims none). */
export async function fittingArticles(context: PageContext, vehicle: ChosenVehicle, articleIds: number[]): Promise<Set<number>> {
  const ids = [...new Set(articleIds)].slice(0, MAX_FITMENT_ARTICLES);
  if (!ids.length) return new Set();
  const answer = await context.marketplace.request('GET /fitment', { query: { modelId: vehicle.modelId, articleIds: ids.join(',') } }, context.upstreamHeaders);
  return new Set(answer.fitting);
}

/** The cards with their statement for the page's vehicle; unchanged without one. */
export async function withFitment(context: PageContext, cards: ArticleCardData[]): Promise<ArticleCardData[]> {
  if (!cards.length) return cards;
  const vehicle = await chosenVehicle(context);
  if (!vehicle) return cards;
  const fitting = await fittingArticles(context, vehicle, cards.map((card) => Number(card.key)));
  return cards.map((card) => ({ ...card, fitment: fitmentNote(context, vehicle, fitting.has(Number(card.key))) }));
}

export async function listingWithFitment(context: PageContext, listing: ListingData): Promise<ListingData> {
  return { ...listing, articles: await withFitment(context, listing.articles) };
}

/**
 * The vehicle an article page's statement is about: the model its link names (?modelId=, from a
 * vehicle's listing), else the shopper's chosen vehicle; none without either.
 */
export function articleVehicle(context: PageContext, linkModelId: string | undefined): Promise<ChosenVehicle | undefined> {
  return linkModelId ? vehicleNamed(context, linkModelId).catch(() => undefined) : chosenVehicle(context);
}

/** An article page's statement for that vehicle; none without one. */
export async function articleFitment(context: PageContext, vehicle: ChosenVehicle | undefined, articleId: number): Promise<FitmentNote | undefined> {
  if (!vehicle) return undefined;
  const fitting = await fittingArticles(context, vehicle, [articleId]);
  return fitmentNote(context, vehicle, fitting.has(articleId));
}
