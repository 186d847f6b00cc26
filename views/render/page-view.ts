/**
 * A screen's view and the props its loader answered, put together where the compiler can check
 * them against each other: a loader cannot hand a view props it does not take.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';

export interface PageView {
  /** The view with its props, rendered inside the shop's context and the layout. */
  readonly element: ReactElement;
}

/** The props are checked against the view's own (inferred from the view alone, not widened by them). */
export function pageView<P extends object>(component: ComponentType<P>, props: NoInfer<P>): PageView {
  return { element: createElement(component, props) };
}
