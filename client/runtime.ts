/**
 * The island runtime: finds <spareo-island> markers, checks each name against the registry, waits
 * for its hydration condition, loads its chunk and hydrates it. Holds no React itself.
 */
import { clearChunkReloadGuard, reloadOnceForChunk } from './chunk-reload';
import { DIRECTIVES } from './directives/index';
import { REGISTRY } from './registry';
import type { HydrateWhen } from '../views/islands/collector';

type Outcome = 'hydrated' | 'chunk-failed' | 'skipped';

function report(marker: HTMLElement, kind: string, detail: unknown): Outcome {
  console.error(`[islands] ${marker.dataset.name ?? '?'}: ${kind}`, detail);
  marker.dataset.islandError = kind;
  return 'skipped';
}

async function start(marker: HTMLElement): Promise<Outcome> {
  const name = marker.dataset.name ?? '';
  if (!Object.hasOwn(REGISTRY, name)) return report(marker, 'unknown', name);
  const when = (Object.hasOwn(DIRECTIVES, marker.dataset.when ?? '') ? marker.dataset.when : 'load') as HydrateWhen;
  const script = marker.querySelector<HTMLScriptElement>(':scope > script[type="application/json"]');
  let props: object;
  try {
    props = JSON.parse(script?.textContent ?? '{}') as object;
  } catch (error) {
    return report(marker, 'props', error);
  }
  await DIRECTIVES[when](marker);
  let module;
  try {
    module = await REGISTRY[name]!();
  } catch (error) {
    marker.dataset.islandError = 'chunk';
    reloadOnceForChunk(error);
    return 'chunk-failed';
  }
  // The client tree renders only the view: the props script must not be there to mismatch.
  script?.remove();
  module.mount(marker, props, marker.dataset.id ?? name.toLowerCase());
  return 'hydrated';
}

const markers = [...document.querySelectorAll<HTMLElement>('spareo-island')];
void Promise.all(markers.map(start)).then((outcomes) => {
  if (!outcomes.includes('chunk-failed')) clearChunkReloadGuard();
});
