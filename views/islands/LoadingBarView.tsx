/**
 * The loading bar (spec sections 4, 9) for in-page data loads (every same-origin /api call of any
 * island) and form navigations. Server markup is the hidden bar; without JS nothing loads in-page.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createLoadingBar, trackFetches } from '../../client/loading/bar';
import type { Texts } from './texts';

export interface LoadingBarProps {
  texts?: Texts;
}

const HIDDEN = { visible: false, progress: 0 };
let shared: ReturnType<typeof createLoadingBar> | undefined;
const barOf = () => (shared ??= createLoadingBar());

export function LoadingBarView({ texts = {} }: LoadingBarProps) {
  const state = useSyncExternalStore(
    (listener) => barOf().subscribe(listener),
    () => barOf().get(),
    () => HIDDEN,
  );
  const fill = useRef<HTMLSpanElement>(null);
  // Through the CSSOM: the page's CSP refuses inline style attributes in markup.
  useEffect(() => {
    if (fill.current) fill.current.style.width = `${state.progress}%`;
  }, [state.progress]);
  useEffect(() => {
    const bar = barOf();
    const untrack = trackFetches(bar);
    // Bubbling to window comes after the islands' own handlers: a prevented submit stays in-page.
    const submitted = (event: SubmitEvent) => {
      if (!event.defaultPrevented) bar.navigate();
    };
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) bar.reset();
    };
    window.addEventListener('submit', submitted);
    window.addEventListener('pageshow', shown);
    return () => {
      untrack();
      window.removeEventListener('submit', submitted);
      window.removeEventListener('pageshow', shown);
    };
  }, []);
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={texts.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={state.progress}
      hidden={!state.visible}
    >
      <span className="loading-bar-fill" ref={fill} />
    </div>
  );
}
