/**
 * When shops' feeds change offers, the web tier's caches (rendered pages, cached marketplace
 * answers) forget what they hold, so prices and offer lists are read afresh. Feeds arrive a few
 * times a day per shop, so forgetting everything is simpler than tracking which cached page shows
 * which article, and costs one cold minute at most.
 */
export interface CacheInvalidation {
  onInvalidate(listener: () => void): void;
  invalidate(): void;
}

export function createCacheInvalidation(): CacheInvalidation {
  const listeners: (() => void)[] = [];
  return {
    onInvalidate: (listener) => void listeners.push(listener),
    invalidate: () => {
      for (const listener of listeners) listener();
    },
  };
}
