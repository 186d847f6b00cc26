/** The LoadingBar behaviour: plain DOM run by the runtime at start (client/behaviours/loading-bar.ts), so it sees the first in-page loads. */
import { behaviour } from '../render/behaviour';
import type { Texts } from '../hydration';
import { islandTexts } from '../render/texts';

/**
 * The loading bar for in-page data loads (every same-origin /api call of any
 * island) and form navigations. Server markup is the hidden bar; without JS nothing loads in-page.
 * client/behaviours/loading-bar.ts drives it (hidden, aria-valuenow, the fill's width).
 */
export interface LoadingBarProps {
  texts?: Texts;
}

export function LoadingBarView({ texts = {} }: LoadingBarProps) {
  return (
    <div className="loading-bar" role="progressbar" aria-label={texts.label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={0} hidden>
      <span className="loading-bar-fill" />
    </div>
  );
}

export const LoadingBar = behaviour<LoadingBarProps, { texts: Texts }>(LoadingBarView, {
  name: 'LoadingBar',
  extra: (shop) => ({ texts: islandTexts(shop, 'loadingBar') }),
});
