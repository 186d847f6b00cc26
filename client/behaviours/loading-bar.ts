/**
 * The loading bar on its server markup: every same-origin /api call of any
 * island and every form navigation not taken in-page runs it (client/loading/bar.ts: 200 ms
 * throttle, to 100 over 5000 ms, hidden 500 ms after the end). Started by the runtime before any
 * island, so the first island loads are covered too.
 */
import { createLoadingBar, trackFetches } from '../loading/bar';

export function loadingBar(marker: HTMLElement): void {
  const element = marker.querySelector<HTMLElement>('.loading-bar');
  if (!element) return;
  const fill = element.querySelector<HTMLElement>('.loading-bar-fill');
  const bar = createLoadingBar();
  let shown = !element.hidden;
  let value = element.getAttribute('aria-valuenow');
  bar.subscribe(() => {
    const { visible, progress } = bar.get();
    if (visible !== shown) element.hidden = !(shown = visible);
    if (String(progress) !== value) element.setAttribute('aria-valuenow', (value = String(progress)));
    // Through the CSSOM: the page's CSP refuses inline style attributes in markup.
    if (fill) fill.style.width = `${progress}%`;
  });
  trackFetches(bar);
  // Bubbling to window comes after the islands' own handlers: a prevented submit stays in-page.
  addEventListener('submit', (event) => {
    if (!event.defaultPrevented) bar.navigate();
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) bar.reset();
  });
}
