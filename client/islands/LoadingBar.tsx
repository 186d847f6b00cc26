/** Chunk entry of the LoadingBar island. */
import { LoadingBarView } from '../../views/islands/LoadingBarView';
import { mountWith } from '../mount';

export const mount = mountWith(LoadingBarView);
