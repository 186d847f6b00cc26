/**
 * Online/offline status for the shopper (navigator.onLine and its events): a banner while offline,
 * a short 'back online' note after. The server renders the empty live region, so announcements work.
 */
import { useEffect, useState } from 'react';
import type { Texts } from './texts';

export const BACK_ONLINE_MS = 4000;

export interface ConnectionStatusProps {
  texts?: Texts;
}

type Status = 'online' | 'offline' | 'back';

export function ConnectionStatusView({ texts = {} }: ConnectionStatusProps) {
  // 'online' first on both sides, so hydration matches; the effect reads the real state.
  const [status, setStatus] = useState<Status>('online');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setStatus('offline');
    };
    const online = () => {
      setStatus((current) => (current === 'offline' ? 'back' : current));
      clearTimeout(timer);
      timer = setTimeout(() => setStatus('online'), BACK_ONLINE_MS);
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return (
    <div className={`connection-status connection-${status}`} role="status" data-status={status}>
      {status === 'offline' ? texts.offline : status === 'back' ? texts.online : null}
    </div>
  );
}
