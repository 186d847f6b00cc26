/** One validated cart form -> the marketplace calls it stands for -> the notice the cart page shows. */
import type { MarketplaceClient } from '../marketplace-client';
import type { CartForm } from './form';
import type { CartNotice } from './notices';
import { settleCartWrite, unanswered, type SettleTiming } from './settle';
import { newWriteKey } from './write-key';

type Headers = Record<string, string | undefined>;

const SUCCESS: Record<CartForm['action'], CartNotice> = {
  add: 'added',
  change: 'updated',
  delete: 'removed',
  replace: 'replaced',
  optimise: 'optimised',
};

type KeyedForm = Extract<CartForm, { action: 'add' | 'change' | 'delete' }>;

function callFor(marketplace: MarketplaceClient, headers: Headers, form: CartForm, key: string) {
  switch (form.action) {
    case 'add':
      return marketplace.attempt('POST /Warenkorb/Hinzufuegen/:articleId', { params: { articleId: form.offerId }, query: { modelId: form.modelId }, body: { quantity: form.quantity, idempotencyKey: key } }, headers);
    case 'change':
      return marketplace.attempt('POST /Warenkorb/Aendern/:id', { params: { id: form.lineId }, body: { quantity: form.quantity, idempotencyKey: key } }, headers);
    case 'delete':
      return marketplace.attempt('POST /Warenkorb/Loeschen/:id', { params: { id: form.lineId }, body: { idempotencyKey: key } }, headers);
    case 'replace':
      return marketplace.attempt('POST /Warenkorb/Ersetzen/:a/:b', { params: { a: form.from, b: form.to }, body: {} }, headers);
    case 'optimise':
      return marketplace.attempt('POST /Warenkorb/optimize/apply', { body: {} }, headers);
  }
}

const keyed = (form: CartForm): form is KeyedForm => form.action === 'add' || form.action === 'change' || form.action === 'delete';

/** What the shopper is told when the write was applied: quantity 0 removed the line. */
const applied = (form: CartForm): CartNotice => (form.action === 'change' && form.quantity === 0 ? 'removed' : SUCCESS[form.action]);
/** What the shopper is told when the write surely was not applied. */
const notApplied = (form: CartForm): CartNotice => (form.action === 'add' ? 'notAdded' : form.action === 'optimise' ? 'optimiseUnavailable' : 'notChanged');

/** The notice, and the write's key when what became of it is not known yet (the cart page asks once more). */
export interface CartActionResult {
  notice: CartNotice;
  unsettledKey?: string;
}

export async function performCartAction(marketplace: MarketplaceClient, headers: Headers, form: CartForm, timing: SettleTiming): Promise<CartActionResult> {
  const key = keyed(form) ? form.idempotencyKey ?? newWriteKey() : '';
  const outcome = await callFor(marketplace, headers, form, key);
  if (outcome.ok) return { notice: applied(form) };
  if (keyed(form) && unanswered(outcome)) {
    // No answer is no "no": the write may have been applied all the same. Ask before telling.
    const settled = await settleCartWrite(marketplace, key, headers, timing);
    if (settled.state === 'applied') return { notice: applied(form) };
    if (settled.state === 'none') return { notice: notApplied(form) };
    return { notice: form.action === 'add' ? 'addUnconfirmed' : 'changeUnconfirmed', unsettledKey: key };
  }
  if (form.action === 'add' && outcome.status === 409 && outcome.problem.error === 'out_of_stock') return { notice: 'outOfStock' };
  return { notice: notApplied(form) };
}

/** The answer to a write left unconfirmed, asked once more when its page is shown: the notice that is true now. */
export async function confirmCartWrite(marketplace: MarketplaceClient, headers: Headers, notice: 'addUnconfirmed' | 'changeUnconfirmed', key: string): Promise<CartNotice> {
  const settled = await settleCartWrite(marketplace, key, headers, { budgetMs: 0, pauseMs: 0 });
  if (settled.state === 'none') return notice === 'addUnconfirmed' ? 'notAdded' : 'notChanged';
  if (settled.state === 'unknown') return notice;
  const did = settled.answer.did;
  return did === 'add' ? 'added' : did === 'remove' || settled.answer.quantity === 0 ? 'removed' : 'updated';
}
