/**
 * Online/offline status for the shopper: the server renders the empty live region (so
 * announcements work); client/behaviours/connection-status.ts shows a banner while offline and a
 * short 'back online' note after.
 */
import type { Texts } from './texts';

export interface ConnectionStatusProps {
  /** offline, online */
  texts?: Texts;
}

export function ConnectionStatusView(_props: ConnectionStatusProps) {
  return <div className="connection-status connection-online" role="status" data-status="online" />;
}
