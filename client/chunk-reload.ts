/**
 * A chunk that fails to load usually means a deploy replaced the hashed files: reload once to get
 * the new page. sessionStorage guards against a reload loop.
 */
const KEY = 'spareo:chunk-reload';

export function reloadOnceForChunk(error: unknown): void {
  console.error('[islands] chunk failed to load', error);
  let reloadedBefore = false;
  try {
    reloadedBefore = sessionStorage.getItem(KEY) === location.pathname;
    if (!reloadedBefore) sessionStorage.setItem(KEY, location.pathname);
  } catch {
    reloadedBefore = true; // storage blocked: never risk a loop
  }
  if (!reloadedBefore) location.reload();
}

/** A page that hydrated fine may reload again after a later deploy. */
export function clearChunkReloadGuard(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* storage blocked */
  }
}
