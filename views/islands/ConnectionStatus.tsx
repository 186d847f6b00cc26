/** The ConnectionStatus behaviour: plain DOM run by the runtime (client/behaviours/connection-status.ts). */
import { behaviour } from './behaviour';
import { ConnectionStatusView, type ConnectionStatusProps } from './ConnectionStatusView';
import { islandTexts, type Texts } from './texts';

export type * from './ConnectionStatusView';
export const ConnectionStatus = behaviour<ConnectionStatusProps, { texts: Texts }>(ConnectionStatusView, {
  name: 'ConnectionStatus',
  extra: (shop) => ({ texts: islandTexts(shop, 'connection') }),
});
