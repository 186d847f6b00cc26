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

function post(marketplace: MarketplaceClient, headers: Headers, path: string, body: unknown = {}, query: Record<string, string | undefined> = {}) {
  return marketplace.call({ method: 'POST', path, query, body, headers });
}

function callFor(marketplace: MarketplaceClient, headers: Headers, form: CartForm) {
  const e = encodeURIComponent;
  switch (form.action) {
    case 'add':
      return post(marketplace, headers, `/Warenkorb/Hinzufuegen/${e(form.offerId)}`, { quantity: form.quantity }, { modelId: form.modelId });
    case 'change':
      return post(marketplace, headers, `/Warenkorb/Aendern/${e(form.lineId)}`, { quantity: form.quantity });
    case 'delete':
      return post(marketplace, headers, `/Warenkorb/Loeschen/${e(form.lineId)}`);
    case 'replace':
      return post(marketplace, headers, `/Warenkorb/Ersetzen/${e(form.from)}/${e(form.to)}`);
    case 'optimise':
      return post(marketplace, headers, '/Warenkorb/optimize/apply');
  }
}

export async function performCartAction(marketplace: MarketplaceClient, headers: Headers, form: CartForm): Promise<CartNotice> {
  const answer = await callFor(marketplace, headers, form);
  // Quantity 0 removes the line: the shopper is told it was removed, not that its quantity changed.
  if (answer.status >= 200 && answer.status < 300) return form.action === 'change' && form.quantity === 0 ? 'removed' : SUCCESS[form.action];
  if (form.action === 'add') return 'notAdded';
  if (form.action === 'optimise') return 'optimiseUnavailable';
  return 'notChanged';
}
