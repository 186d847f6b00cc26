/** Chunk entry of the CartCount island. */
import { CartCountView } from '../../views/islands/CartCountView';
import { mountWith } from '../mount';

export const mount = mountWith(CartCountView);
