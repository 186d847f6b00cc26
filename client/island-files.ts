/**
 * Every file an island needs, asked for at once when it wakes (the page names them in the runtime
 * script's data-chunks, as places in its preload and prefetch lists; views/render/IslandScripts.tsx).
 * Left to the module graph, the browser finds each chunk only in the one before: on a phone that is
 * a round trip per level.
 */
const list = (runtime: HTMLElement, name: 'preload' | 'prefetch') => (runtime.dataset[name] ?? '').split(' ').filter(Boolean);

export function filesOfIsland(name: string): string[] {
  const runtime = document.getElementById('spareo-runtime');
  if (!runtime) return [];
  const files = [...list(runtime, 'preload'), ...list(runtime, 'prefetch')];
  const entry = (runtime.dataset.chunks ?? '').split(' ').find((item) => item.slice(0, item.indexOf(':')) === name);
  if (!entry) return [];
  return entry.slice(entry.indexOf(':') + 1).split(',').flatMap((at) => files[Number(at)] ?? []);
}

export function preloadIsland(name: string): void {
  for (const href of filesOfIsland(name)) {
    if (document.querySelector(`link[rel=modulepreload][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
