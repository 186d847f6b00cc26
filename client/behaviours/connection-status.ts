/**
 * Online/offline status for the shopper (navigator.onLine and its events) in the server's empty
 * live region: a banner while offline, a short 'back online' note after.
 */
export const BACK_ONLINE_MS = 4000;

type Status = 'online' | 'offline' | 'back';

export function connectionStatus(marker: HTMLElement, { texts = {} }: { texts?: Record<string, string> }): void {
  const element = marker.querySelector<HTMLElement>('[role=status]');
  if (!element) return;
  let status: Status = 'online';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: Status) => {
    if (next === status) return;
    status = next;
    element.className = `connection-status connection-${next}`;
    element.dataset.status = next;
    element.textContent = next === 'offline' ? texts.offline ?? '' : next === 'back' ? texts.online ?? '' : '';
  };
  const offline = () => {
    clearTimeout(timer);
    set('offline');
  };
  if (!navigator.onLine) offline();
  // The runtime's loader showed the offline notice while the runtime could not load: back now.
  else if (element.dataset.status === 'offline') {
    status = 'offline';
    set('back');
    timer = setTimeout(() => set('online'), BACK_ONLINE_MS);
  }
  addEventListener('offline', offline);
  addEventListener('online', () => {
    if (status === 'offline') set('back');
    clearTimeout(timer);
    timer = setTimeout(() => set('online'), BACK_ONLINE_MS);
  });
}
