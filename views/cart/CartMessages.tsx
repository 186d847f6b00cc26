/** What happened to the last form post or link, and whether the cart could be loaded at all. */
import { FAILURE_NOTICES, type CartNotice } from './notices';
import { useShop } from '../context';

export interface CartMessagesProps {
  notice?: CartNotice;
  /** A generation link held back because the cart holds something: the shopper chooses add or replace. */
  pendingLink?: string;
  skipped: number;
  /** A generation link's offers the shops have none of in stock, not put in the cart. */
  soldOut: number;
  limited: boolean;
  formError?: string;
  unavailable: boolean;
}

/** Which message a rejected field gets. */
function formErrorKey(field: string): string {
  if (field === 'quantity') return 'cart.error.quantity';
  if (['offerId', 'lineId', 'from', 'to', 'modelId'].includes(field)) return 'cart.error.article';
  return 'cart.error.form';
}

export function CartMessages({ notice, pendingLink, skipped, soldOut, limited, formError, unavailable }: CartMessagesProps) {
  const { t, link } = useShop();
  const alerts: string[] = [];
  const statuses: string[] = [];
  if (formError) alerts.push(t(formErrorKey(formError)));
  if (unavailable) alerts.push(t('cart.unavailable'));
  if (notice) (FAILURE_NOTICES.has(notice) ? alerts : statuses).push(t(`cart.notice.${notice}`));
  if (skipped > 0) alerts.push(t('cart.skipped', { count: skipped }));
  if (soldOut > 0) alerts.push(t('cart.soldOut', { count: soldOut }));
  if (limited) alerts.push(t('cart.limited'));
  return (
    <>
      {alerts.length ? <div className="cart-message cart-alert" role="alert">{alerts.map((text) => <p key={text}>{text}</p>)}</div> : null}
      {statuses.length ? <div className="cart-message" role="status">{statuses.map((text) => <p key={text}>{text}</p>)}</div> : null}
      {pendingLink ? (
        <form className="cart-message" method="post" action={link('CartGenerate', {})}>
          <input type="hidden" name="pending" value={pendingLink} />
          <button type="submit" name="mode" value="add">{t('cart.pending.add')}</button>{' '}
          <button type="submit" name="mode" value="replace">{t('cart.pending.replace')}</button>
        </form>
      ) : null}
    </>
  );
}
