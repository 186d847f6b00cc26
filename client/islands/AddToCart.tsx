/** Chunk entry of the AddToCart island. */
import { AddToCartView } from '../../views/islands/AddToCartView';
import { mountWith } from '../mount';

export const mount = mountWith(AddToCartView);
