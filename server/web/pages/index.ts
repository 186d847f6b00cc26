/** One loader per screen. A page without a loader answers 404. */
import { loadCart } from './cart';
import { loadHome } from './home';
import type { PageLoaders } from './types';

export const PAGE_LOADERS: PageLoaders = {
  Home: loadHome,
  Cart: loadCart,
};
