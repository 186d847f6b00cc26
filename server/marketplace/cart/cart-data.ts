/** Builds the cart answer from its lines: groups by shop, applies shipping rules, sums in cents. */
import { deliveryWindow } from '../../../contract/delivery-time';
import { shippingFor } from '../optimiser';
import type { CartLineRow } from './repository';
import type { CartArticle, CartData, CartShopGroup } from '../../../contract/index';

export function toCartArticle(row: CartLineRow): CartArticle {
  const deliverable = row.cost_cents !== null;
  const article: CartArticle = {
    id: row.id,
    offerId: row.offer_id,
    articleId: row.article_id,
    quantity: row.quantity,
    model: row.model_id === null ? null : { id: row.model_id },
    price: row.price_cents,
    refund: row.refund_cents,
    lineTotal: row.price_cents * row.quantity,
    title: row.title,
    brand: row.brand_name,
    articleNumber: row.article_number,
    normNumber: row.norm_number,
    categoryId: row.category_id,
    shop: { id: row.shop_id, name: row.shop_name, slug: row.shop_slug, rating: row.shop_rating },
    deliverable,
    deliveryDays: deliverable
      ? deliveryWindow(row.delivery_days, { min: row.delivery_days_min ?? 0, max: row.delivery_days_max ?? 0 })
      : null,
  };
  // Set only when there is one (the answer leaves it out otherwise), without a spread: this runs for every line of every cart view.
  if (row.previous_price_cents != null) article.previousPrice = row.previous_price_cents;
  return article;
}

export function buildCartData(rows: CartLineRow[], deliveryCountry: string): CartData {
  const cartArticles = rows.map(toCartArticle);
  const groups = new Map<number, CartShopGroup>();
  rows.forEach((row, i) => {
    const article = cartArticles[i]!;
    let group = groups.get(row.shop_id);
    if (!group) {
      group = {
        shop: article.shop,
        articles: [],
        deliverable: article.deliverable,
        shipping: 0,
        shippingCost: row.cost_cents,
        freeShippingFrom: row.free_from_cents,
        missingForFreeShipping: 0,
        subtotal: 0,
        deliveryBy: null,
        awaitsPayment: false,
      };
      groups.set(row.shop_id, group);
    }
    group.articles.push(article);
    group.subtotal += article.lineTotal;
  });

  let countArticles = 0;
  let priceSum = 0;
  let refundSum = 0;
  let shippingSum = 0;
  for (const article of cartArticles) {
    countArticles += article.quantity;
    if (!article.deliverable) continue;
    priceSum += article.lineTotal;
    refundSum += article.refund * article.quantity;
  }
  for (const group of groups.values()) {
    if (!group.deliverable || group.shippingCost === null) continue;
    group.shipping = shippingFor({ shippingCents: group.shippingCost, freeFromCents: group.freeShippingFrom }, group.subtotal);
    group.missingForFreeShipping = group.freeShippingFrom !== null && group.subtotal < group.freeShippingFrom ? group.freeShippingFrom - group.subtotal : 0;
    shippingSum += group.shipping;
  }
  const cartShops = [...groups.values()];
  return {
    cartArticles,
    cartShops,
    deliveryCountry,
    minShopFeedbackAvg: cartShops.length ? Math.min(...cartShops.map((g) => g.shop.rating)) : 0,
    countArticles,
    priceSum,
    refundSum,
    shippingSum,
    priceTotal: priceSum + shippingSum,
  };
}
