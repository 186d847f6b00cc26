/**
 * The island runtime: runs the page's plain-DOM behaviours (client/behaviours/), then finds
 * <spareo-island> markers, checks each name against the registry, waits for its hydration
 * condition, loads its chunk and hydrates it. Holds no React itself.
 */
import { BEHAVIOURS } from './behaviours/index';
import { clearChunkReloadGuard, reloadOnceForChunk } from './chunk-reload';
import { DIRECTIVES } from './directives/index';
import { EARLY_DRAWN } from './early/drawn';
import { EARLY } from './early/index';
import { HELD_CLICK } from './directives/interaction';
import { preloadIsland } from './island-files';
import { wake } from './wake';
import { islandWaking, quietUnlessWaking } from './waking';
import { REGISTRY } from 'spareo:island-registry';
import type { HydrateWhen } from './hydration';

type Outcome = 'hydrated' | 'chunk-failed' | 'skipped';

function report(marker: HTMLElement, kind: string, detail: unknown): Outcome {
  console.error(`[islands] ${marker.dataset.name ?? '?'}: ${kind}`, detail);
  marker.dataset.islandError = kind;
  return 'skipped';
}

const propsScript = (marker: HTMLElement) => marker.querySelector<HTMLScriptElement>(':scope > script[type="application/json"]');

/** Behaviours run at once and never fail the page: a broken one is reported and its markup stays. */
function behave(marker: HTMLElement): void {
  const name = marker.dataset.name ?? '';
  if (!Object.hasOwn(BEHAVIOURS, name)) return void report(marker, 'unknown', name);
  try {
    BEHAVIOURS[name]!(marker, JSON.parse(propsScript(marker)?.textContent ?? '{}') as object);
    marker.dataset.ready = '';
  } catch (error) {
    report(marker, 'behaviour', error);
  }
}

/** Resolves true once the island has hydrated (its data-hydrated), false when it failed. */
function settled(marker: HTMLElement): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      if (marker.dataset.hydrated !== undefined) resolve(true);
      else if (marker.dataset.islandError) resolve(false);
      else return false;
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(marker, { attributes: true, attributeFilter: ['data-hydrated', 'data-island-error'] });
  });
}

const CLICKABLE = 'a[href],button,summary';
/** Islands that wake on view or at once: a native disclosure (summary) may open before they do. */
const PRESSABLE = 'a[href],button';
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** A held click waits at most this long for its island; then the server markup takes it. */
const HOLD_AT_MOST_MS = 20_000;

/**
 * The first click before the island has hydrated (a tap comes right after touchstart, before the
 * chunk is there; on a slow phone a visible island's chunk may take seconds) is held, not followed
 * as a plain link or form post, and given to the hydrated widget, so it already opens its dialog,
 * adds to the cart in place, saves. The widget may have replaced the server's element by then: the
 * clickable at the same place takes the click. If the island fails, or has not woken after
 * HOLD_AT_MOST_MS (a stalled chunk), the click goes to the server markup, which works without JavaScript.
 */
function holdFirstClick(marker: HTMLElement, clickable: string): (hydrated: boolean) => Promise<void> {
  let held: Element | null = null;
  let place = -1;
  let settled = false;
  let patience: ReturnType<typeof setTimeout> | undefined;
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest?.(clickable);
    // What the early code drew before the island woke works as it is (its options are plain links).
    if (!target || !marker.contains(target) || target.closest(`[${EARLY_DRAWN}]`)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held) return;
    held = target;
    place = [...marker.querySelectorAll(clickable)].indexOf(target);
    patience = setTimeout(() => void settle(false), HOLD_AT_MOST_MS);
    // A click is a sign of use too: one the loader gave back (no pointer or touch came with it) must wake its island.
    marker.dispatchEvent(new Event(HELD_CLICK));
  };
  const settle = async (hydrated: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(patience);
    if (held) await frame(); // effects that swap the no-JS markup (or put it back) re-render first
    marker.removeEventListener('click', hold, true);
    if (!held) return;
    const target = held.isConnected ? held : (marker.querySelectorAll(clickable)[place] ?? (hydrated ? marker.querySelector(clickable) : null));
    (target as HTMLElement | null)?.click();
  };
  marker.addEventListener('click', hold, true);
  return settle;
}

async function start(marker: HTMLElement): Promise<Outcome> {
  const name = marker.dataset.name ?? '';
  if (!Object.hasOwn(REGISTRY, name)) return report(marker, 'unknown', name);
  const when = (Object.hasOwn(DIRECTIVES, marker.dataset.when ?? '') ? marker.dataset.when : 'load') as HydrateWhen;
  const script = propsScript(marker);
  let props: object;
  try {
    props = JSON.parse(script?.textContent ?? '{}') as object;
  } catch (error) {
    return report(marker, 'props', error);
  }
  // Islands woken by use hold their disclosures' clicks too; the others let them open natively.
  const release = holdFirstClick(marker, when === 'interaction' || when === 'remembered' ? CLICKABLE : PRESSABLE);
  // The island the shopper's first sign of use touched counts as waking from the start.
  const touched = wake()?.target;
  let woken = touched instanceof Node && marker.contains(touched) ? islandWaking() : null;
  await DIRECTIVES[when](marker);
  woken ??= islandWaking();
  try {
    return await wakeUp(marker, name, props, script, release);
  } finally {
    woken();
  }
}

async function wakeUp(marker: HTMLElement, name: string, props: object, script: HTMLScriptElement | null, release: (hydrated: boolean) => Promise<void>): Promise<Outcome> {
  // An island with early code (client/early/) wakes once that code hands over: its own files wait
  // for that, so they do not compete with the early answer on a slow line.
  if (Object.hasOwn(EARLY, name)) await (await EARLY[name]!())(marker, props);
  preloadIsland(name);
  let module;
  for (;;) {
    try {
      module = await REGISTRY[name]!();
      break;
    } catch (error) {
      // Offline, a failed chunk is no deploy: no reload into the browser's offline page; try again once back.
      if (!navigator.onLine) {
        await new Promise((resolve) => addEventListener('online', resolve, { once: true }));
        continue;
      }
      marker.dataset.islandError = 'chunk';
      void release(false);
      reloadOnceForChunk(error);
      return 'chunk-failed';
    }
  }
  // The client tree renders only the view: the props script must not be there to mismatch.
  script?.remove();
  module.mount(marker, props, marker.dataset.id ?? name.toLowerCase());
  const hydrated = settled(marker);
  void hydrated.then(release);
  // Waking ends with the hydration, or after HOLD_AT_MOST_MS: what waits for it never waits for good.
  await Promise.race([hydrated, new Promise((resolve) => setTimeout(resolve, HOLD_AT_MOST_MS))]);
  return 'hydrated';
}

// Behaviours first: the loading bar wraps fetch before any island can call it.
for (const marker of document.querySelectorAll<HTMLElement>('spareo-behaviour')) behave(marker);
const markers = [...document.querySelectorAll<HTMLElement>('spareo-island')];
const starting = Promise.all(markers.map(start));
quietUnlessWaking();
void starting.then((outcomes) => {
  if (!outcomes.includes('chunk-failed')) clearChunkReloadGuard();
});
