/** One validated cart form -> the marketplace calls it stands for -> the notice the cart page shows. */
import type { MarketplaceClient } from '../marketplace-client';
import type { CartForm } from './form';
import type { CartNotice } from './notices';

type Headers = Record<string, string | undefined>;

const SUCCESS: Record<CartForm['action'], CartNotice> = {
  add: 'added',
  change: 'updated',
  delete: 'removed',
  replace: 'replaced',
  optimise: 'optimised',
};

function callFor(marketplace: MarketplaceClient, headers: Headers, form: CartForm) {
  switch (form.action) {
    case 'add':
      return marketplace.attempt('POST /Warenkorb/Hinzufuegen/:articleId', { params: { articleId: form.offerId }, query: { modelId: form.modelId }, body: { quantity: form.quantity } }, headers);
    case 'change':
      return marketplace.attempt('POST /Warenkorb/Aendern/:id', { params: { id: form.lineId }, body: { quantity: form.quantity } }, headers);
    case 'delete':
      return marketplace.attempt('POST /Warenkorb/Loeschen/:id', { params: { id: form.lineId }, body: {} }, headers);
    case 'replace':
      return marketplace.attempt('POST /Warenkorb/Ersetzen/:a/:b', { params: { a: form.from, b: form.to }, body: {} }, headers);
    case 'optimise':
      return marketplace.attempt('POST /Warenkorb/optimize/apply', { body: {} }, headers);
  }
}

export async function performCartAction(marketplace: MarketplaceClient, headers: Headers, form: CartForm): Promise<CartNotice> {
  const outcome = await callFor(marketplace, headers, form);
  // Quantity 0 removes the line: the shopper is told it was removed, not that its quantity changed.
  if (outcome.ok) return form.action === 'change' && form.quantity === 0 ? 'removed' : SUCCESS[form.action];
  if (form.action === 'add') return outcome.status === 409 && outcome.problem.error === 'out_of_stock' ? 'outOfStock' : 'notAdded';
  if (form.action === 'optimise') return 'optimiseUnavailable';
  return 'notChanged';
}
