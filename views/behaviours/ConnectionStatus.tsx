/** The ConnectionStatus behaviour: plain DOM run by the runtime (client/behaviours/connection-status.ts). */
import { behaviour } from '../render/behaviour';
import type { Texts } from '../hydration';
import { islandTexts } from '../render/texts';

/**
 * Online/offline status for the shopper: the server renders the empty live region (so
 * announcements work); client/behaviours/connection-status.ts shows a banner while offline and a
 * short 'back online' note after.
 */
export interface ConnectionStatusProps {
  /** offline, online */
  texts?: Texts;
}

export function ConnectionStatusView(_props: ConnectionStatusProps) {
  return <div className="connection-status connection-online" role="status" data-status="online" />;
}

export const ConnectionStatus = behaviour<ConnectionStatusProps, { texts: Texts }>(ConnectionStatusView, {
  name: 'ConnectionStatus',
  extra: (shop) => ({ texts: islandTexts(shop, 'connection') }),
});
