/**
 * Which article an article page shows. ?articleId= is an offer id: its article wins. Without it (or
 * for an unknown offer) the norm number is searched and the brand from the path picks the match.
 */
import type { PageContext } from '../types';
import { requestEntity } from './fetch';

const DIGITS = /^\d{1,9}$/;

export const sameBrand = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export function readOfferId(value: unknown): number | undefined {
  return typeof value === 'string' && DIGITS.test(value) ? Number(value) : undefined;
}

export async function findSparePartId(context: PageContext<'Article'>, offerId: number | undefined): Promise<number | null> {
  if (offerId !== undefined) {
    const offer = await requestEntity(context, 'GET /Angebote/:offerId', { params: { offerId } });
    if (offer?.sparePartId != null) return offer.sparePartId;
  }
  const { brandName, normNumber } = context.params;
  const answer = await requestEntity(context, 'GET /search/part-number/:number', { params: { number: normNumber } });
  const match = answer?.spareParts.find((part) => part.normNumber === answer.normNumber && sameBrand(part.manufacturer.seoName, brandName));
  return match ? match.id : null;
}
