/** Chunk entry of the HsnTsn island. */
import { HsnTsnView } from '../../views/islands/HsnTsnView';
import { mountWith } from '../mount';

export const mount = mountWith(HsnTsnView);
