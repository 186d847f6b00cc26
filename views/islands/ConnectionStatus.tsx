/** The ConnectionStatus island: hydrated when idle (going offline is never the first thing to happen). */
import { ConnectionStatusView, type ConnectionStatusProps } from './ConnectionStatusView';
import { island } from './island';
import { islandTexts, type Texts } from './texts';

export type * from './ConnectionStatusView';
export const ConnectionStatus = island<ConnectionStatusProps, { texts: Texts }>(ConnectionStatusView, {
  name: 'ConnectionStatus',
  when: 'idle',
  extra: (shop) => ({ texts: islandTexts(shop, 'connection') }),
});
