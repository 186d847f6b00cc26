/**
 * The loading bar (spec sections 4, 9) for in-page data loads (every same-origin /api call of any
 * island) and form navigations. Server markup is the hidden bar; without JS nothing loads in-page.
 * client/behaviours/loading-bar.ts drives it (hidden, aria-valuenow, the fill's width).
 */
import type { Texts } from './texts';

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
