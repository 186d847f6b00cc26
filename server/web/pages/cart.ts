import { CartPage } from '../../../views/pages/CartPage';
import type { PageLoader } from './types';

export const loadCart: PageLoader<'Cart'> = async ({ t }) => ({
  kind: 'page',
  head: { title: t('cart.title'), noindex: true },
  component: CartPage,
  props: {},
});
