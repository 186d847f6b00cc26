/**
 * Cancelling a part nothing of which went out yet: a button that opens the confirmation (plain
 * HTML, no script), saying what happens to money already paid; once the shop shipped, the part is
 * withdrawn from instead.
 */
import type { OrderAnswer } from './types';
import { useShop } from '../context';
import { partPaid } from './owed';

type Part = OrderAnswer['shops'][number];

export function PartCancel({ part, orderNumber, token }: { part: Part; orderNumber: string; token: string }) {
  const { t, link } = useShop();
  return (
    <details className="order-cancel">
      <summary className="button button-secondary">{t('orders.cancel.open')}</summary>
      <form method="post" action={link('Order', { orderNumber })} className="order-cancel-form">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="part" value={part.number} />
        <p>{t('orders.cancel.explain', { shop: part.shop.name })}{partPaid(part) ? ` ${t('orders.cancel.refund')}` : ''}</p>
        <button type="submit" className="button">{t('orders.cancel.confirm')}</button>
      </form>
    </details>
  );
}
