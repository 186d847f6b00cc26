/** Chunk entry of the SearchBox island. */
import { SearchBoxView } from '../../views/islands/SearchBoxView';
import { mountWith } from '../mount';

export const mount = mountWith(SearchBoxView);
