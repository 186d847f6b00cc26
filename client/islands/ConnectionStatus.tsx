/** Chunk entry of the ConnectionStatus island. */
import { ConnectionStatusView } from '../../views/islands/ConnectionStatusView';
import { mountWith } from '../mount';

export const mount = mountWith(ConnectionStatusView);
