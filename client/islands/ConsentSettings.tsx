/** Chunk entry of the ConsentSettings island. */
import { ConsentSettingsView } from '../../views/islands/ConsentSettingsView';
import { mountWith } from '../mount';

export const mount = mountWith(ConsentSettingsView);
