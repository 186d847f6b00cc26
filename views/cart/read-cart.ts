/** The marketplace's cartData and optimisation -> what the cart page shows. */
import type { CartData, CartOptimisation } from '../../contract/index';
import type { CartShopView, CartView, OptimiseProposalView } from './cart-view';

/** Null when the answer is not a cart (the caller then shows the empty fallback and a notice). */
export function readCart(body: unknown): CartView | null {
  const data = body as Partial<CartData> | null;
  if (!data || !Array.isArray(data.cartShops) || typeof data.priceTotal !== 'number') return null;
  const shops: CartShopView[] = data.cartShops.map((group) => ({
    id: group.shop.id,
    name: group.shop.name,
    slug: group.shop.slug,
    rating: group.shop.rating,
    deliverable: group.deliverable,
    shippingCents: group.shipping,
    missingForFreeShippingCents: group.missingForFreeShipping,
    subtotalCents: group.subtotal,
    deliveryBy: group.deliveryBy ?? null,
    awaitsPayment: group.awaitsPayment === true,
    lines: group.articles.map((article) => ({
      lineId: String(article.id),
      offerId: String(article.offerId),
      articleId: String(article.articleId),
      title: article.title,
      brand: article.brand,
      articleNumber: article.articleNumber,
      unitPriceCents: article.price,
      quantity: article.quantity,
      totalCents: article.lineTotal,
      ...(typeof article.previousPrice === 'number' ? { previousUnitPriceCents: article.previousPrice } : {}),
    })),
  }));
  return {
    shops,
    countArticles: data.countArticles ?? 0,
    priceSum: data.priceSum ?? 0,
    refundSum: data.refundSum ?? 0,
    shippingSum: data.shippingSum ?? 0,
    priceTotal: data.priceTotal,
    unavailable: (Array.isArray(data.unavailable) ? data.unavailable : []).map((line) => ({
      lineId: String(line.id),
      title: line.title,
      brand: line.brand,
      articleNumber: line.articleNumber,
      shopName: line.shopName,
      reason: line.reason === 'stock' ? 'stock' : 'withdrawn',
      quantity: line.quantity,
      replacement: line.replacement ? { offerId: String(line.replacement.offerId), priceCents: line.replacement.price, shopName: line.replacement.shopName } : null,
    })),
  };
}

/** A proposal worth showing: it saves money and moves at least one article. */
export function readProposal(body: unknown): OptimiseProposalView | null {
  const data = body as Partial<CartOptimisation> | null;
  if (!data || typeof data.saving !== 'number' || data.saving <= 0 || !Array.isArray(data.groups)) return null;
  const moves = data.groups
    .filter((group) => group.moves.length > 0)
    .map((group) => ({ shopName: group.toShop.name, shopSlug: group.toShop.slug, titles: group.moves.map((move) => move.title) }));
  return moves.length ? { savingCents: data.saving, moves } : null;
}
