/**
 * Per-render record of the islands a page actually rendered, so the document links exactly their
 * chunks. One collector per renderToString call; islands register while the body renders, and
 * the script tags render after the body content, when the list is complete.
 */
import { createContext } from 'react';
import type { HydrateWhen } from '../hydration';

export type { HydrateWhen } from '../hydration';

export interface IslandCollector {
  /** Island name -> how it hydrates (the most eager condition wins for preloading). */
  readonly rendered: Map<string, HydrateWhen>;
  /** Plain-DOM behaviours rendered (views/render/behaviour.tsx): they need the runtime, never React. */
  readonly behaviours: Set<string>;
  /** Instance counter for stable ids shared by server markup and client hydration. */
  next(name: string): string;
}

export function createIslandCollector(): IslandCollector {
  const counts = new Map<string, number>();
  const rendered = new Map<string, HydrateWhen>();
  return {
    rendered,
    behaviours: new Set(),
    next(name) {
      const count = (counts.get(name) ?? 0) + 1;
      counts.set(name, count);
      return `${name.toLowerCase()}-${count}`;
    },
  };
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);
