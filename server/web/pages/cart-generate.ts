/** A cart generation link (a cart carried in a link's query): it has no page of its own. */
import { defineScreen } from './screen';

export const cartGenerateScreen = defineScreen({ page: 'CartGenerate', route: { pattern: (w) => `/${w.cartGenerate}` } });
