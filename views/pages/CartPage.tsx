import { useShop } from '../context';

export function CartPage() {
  const { t } = useShop();
  return (
    <section className="cart">
      <h1>{t('cart.heading')}</h1>
      <p>{t('cart.empty')}</p>
    </section>
  );
}
