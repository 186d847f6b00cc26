/**
 * The header search before its island wakes. Loading React and hydrating the SearchBox costs a
 * slow phone most of a second of main thread; run while the shopper types, it also holds up the
 * keys being typed. So, from the first sign of use, this plain-DOM code asks for suggestions as the
 * shopper types and draws them like the island does (the arrow keys and Enter work on them), and
 * the island wakes only once the shopper pauses or leaves the field. The list drawn
 * here is the form's last child, which hydration leaves alone; the island takes its answer
 * (early-answer.ts) and removes it once it shows its own list or closes.
 * It lives in the runtime's first file (client/runtime-first.ts), which starts it as soon as the
 * box is in use, before the rest of the runtime has come; the runtime, once there, is given the
 * same start when the island's condition is met.
 */
import { dropEarlyList, keepEarlyAnswer } from './early-answer';
import { EARLY_ASKS, EARLY_DRAWN } from './drawn';
import { groupHeadingKey, SUGGEST, suggestionHeaders, suggestionQuery, toGroups, type SuggestionGroup, type SuggestionsAnswer } from '../search/suggestions';
import type { CatalogueLinks } from '../../contract/catalogue-path';

/** What the search box's island is given that the early list needs too (the island's props carry the same). */
type Props = {
  vehicleField?: { name: 'modelId' | 'vehicleSeriesGroupId' | 'vehicleManufacturerId'; value: string };
  texts?: Record<string, string>;
  links: CatalogueLinks;
};

type Category = SuggestionsAnswer['universal'][number];
const isCategory = (c: unknown): c is Category => {
  const x = c as Partial<Category> | null;
  return typeof x === 'object' && x !== null && typeof x.id === 'number' && typeof x.title === 'string' && typeof x.seoAlias === 'string' && typeof x.isUniversal === 'boolean';
};

/**
 * The groups from the answer, checked here by hand for what the list reads (each group's
 * categories), not through the contract's schemas: those are the largest script of the page (zod),
 * and their download and compile on a slow phone came before the first suggestion. An answer
 * that does not fit shows no list, as the contract's empty answer does.
 */
function groupsOf(body: unknown, links: CatalogueLinks): SuggestionGroup[] {
  const answer = body as Partial<Record<'vehicleSpecific' | 'universal', unknown>> | null;
  if (typeof answer !== 'object' || answer === null || !Array.isArray(answer.vehicleSpecific) || !Array.isArray(answer.universal)) return [];
  const categories = (list: unknown[]) => list.filter(isCategory);
  return toGroups({ results: [], products: [], universalProducts: [], vehicleSpecific: categories(answer.vehicleSpecific), universal: categories(answer.universal) }, links);
}

function draw(form: HTMLFormElement, groups: SuggestionGroup[], { texts = {}, vehicleField }: Props): void {
  dropEarlyList(form);
  if (!groups.length) return;
  const list = document.createElement('div');
  list.className = 'search-suggestions';
  list.setAttribute('role', 'listbox');
  list.setAttribute(EARLY_DRAWN, '');
  if (texts.suggestions) list.setAttribute('aria-label', texts.suggestions);
  for (const group of groups) {
    const box = list.appendChild(document.createElement('div'));
    box.setAttribute('role', 'group');
    const heading = box.appendChild(document.createElement('div'));
    heading.className = 'search-suggestions-heading';
    heading.setAttribute('role', 'none');
    heading.textContent = texts[groupHeadingKey(group.key, vehicleField)] ?? group.key;
    for (const option of group.options) {
      const link = box.appendChild(document.createElement('a'));
      link.className = 'search-option';
      link.setAttribute('role', 'option');
      link.setAttribute('aria-selected', 'false');
      link.tabIndex = -1;
      link.href = option.href;
      link.textContent = option.label;
      // Keeps focus in the field, as the island's options do.
      link.addEventListener('mousedown', (event) => event.preventDefault());
    }
  }
  form.appendChild(list);
}

/** One box's early answers: resolves when the island should take over. */
interface Session {
  handOver: Promise<void>;
  /** The runtime asks: from now on a pause before any typing hands over too. */
  runtimeCame(): void;
}

const started = new WeakMap<HTMLElement, Session>();

function sessionOf(marker: HTMLElement, props: Props): Session {
  let session = started.get(marker);
  if (!session) started.set(marker, (session = answerTyping(marker, props)));
  return session;
}

/**
 * Resolves when the island should take over; until then answers the typing itself. Started once per
 * box: the runtime, coming after its first file started it, is given the same hand-over.
 */
export function earlySuggestions(marker: HTMLElement, props: Props): Promise<void> {
  const session = sessionOf(marker, props);
  session.runtimeCame();
  return session.handOver;
}

/**
 * The box the shopper is already in when the runtime's first file runs (focused, typed into, or
 * what woke the runtime), or goes into before the rest of the runtime has come, is answered from
 * then on: the suggestions do not wait for the rest. Reads the island's props from its marker.
 */
export function answerWhenUsed(marker: HTMLElement, woke: EventTarget | null | undefined): void {
  const field = marker.querySelector<HTMLInputElement>('form input[name=q]');
  if (!field) return;
  const start = () => {
    marker.removeEventListener('focusin', start);
    let props: Props;
    try {
      props = JSON.parse(marker.querySelector(':scope > script[type="application/json"]')?.textContent ?? '') as Props;
    } catch {
      // No props to read: the runtime wakes the island as it would without this code.
      return;
    }
    sessionOf(marker, props);
  };
  const used = marker.contains(document.activeElement) || (woke instanceof Node && marker.contains(woke)) || field.value !== field.defaultValue;
  if (used) start();
  else marker.addEventListener('focusin', start);
}

/** What the page's loader asked for before this code came (views/render/runtime-loader.ts), by call, oldest first. */
const loaderAsked = () => (window as { spareoSuggestions?: Record<string, Promise<Response>> }).spareoSuggestions ?? {};

/** The loader's answer to this call, once: a later ask goes to the server. */
function takeAsked(query: string): Promise<Response> | undefined {
  const asked = loaderAsked();
  const answer = asked[query];
  delete asked[query];
  return answer;
}

function answerTyping(marker: HTMLElement, props: Props): Session {
  const form = marker.querySelector<HTMLFormElement>('form');
  const field = form?.querySelector<HTMLInputElement>('input[name=q]');
  if (!form || !field) return { handOver: Promise.resolve(), runtimeCame: () => undefined };
  // From here on this code asks; the loader no longer does.
  marker.setAttribute(EARLY_ASKS, '');
  let asked = 0;
  let shown = 0;
  let pending = 0;
  // The first file may start this long before the runtime comes: until the shopper has typed, or the
  // runtime has asked, no pause counts (a box only focused is not left to the island that early).
  let timing = false;
  // A pause before the runtime has come hands over to nothing: the keys after it would go
  // unanswered until the island wakes, so until then this code keeps answering through pauses.
  let runtimeHere = false;
  let runtimeCame = () => undefined as void;
  const handOver = new Promise<void>((resolve) => {
    let pause: ReturnType<typeof setTimeout> | undefined;
    let paused = false;
    const handOver = () => {
      clearTimeout(pause);
      field.removeEventListener('input', typed);
      field.removeEventListener('blur', left);
      // The keys stay answered while the island wakes and until it replaces this list (then there is
      // no early option left to move to or follow).
      resolve();
    };
    const settle = () => {
      if (paused && pending === 0 && runtimeHere) handOver();
    };
    const ask = () => {
      const term = field.value.trim();
      if (term.length < SUGGEST.minLength) {
        dropEarlyList(form);
        shown = ++asked;
        return;
      }
      const query = suggestionQuery(term, props.vehicleField);
      answer(query, takeAsked(query) ?? fetch(query, { headers: suggestionHeaders() }));
    };
    const answer = (query: string, call: Promise<Response>) => {
      const mine = ++asked;
      pending += 1;
      void call
        .then(async (response) => {
          if (!response.ok) throw new Error(`suggestions ${response.status}`);
          const groups = groupsOf(await response.json(), props.links);
          // The newest answer wins; an older one arriving late is dropped.
          if (mine <= shown) return;
          shown = mine;
          keepEarlyAnswer(query, groups);
          if (document.activeElement === field) draw(form, groups, props);
        })
        // A failed call only leaves the list as it was (the island's rule too).
        .catch(() => undefined)
        .finally(() => {
          pending -= 1;
          settle();
        });
    };
    const waitForPause = () => {
      timing = true;
      clearTimeout(pause);
      paused = false;
      pause = setTimeout(() => {
        paused = true;
        settle();
      }, SUGGEST.debounceMs);
    };
    function typed() {
      ask();
      waitForPause();
    }
    // The list answers the keys the island's does (arrows, Enter on a chosen option, Escape), and
    // moving through it is use too: the island waits for the next pause.
    function key(event: KeyboardEvent) {
      const options = [...form!.querySelectorAll<HTMLAnchorElement>(`[${EARLY_DRAWN}] [role=option]`)];
      if (event.key === 'Escape') return dropEarlyList(form);
      if (event.key === 'Enter') {
        const chosen = options.find((option) => option.getAttribute('aria-selected') === 'true');
        if (!chosen) return;
        event.preventDefault();
        window.location.assign(chosen.href);
        return;
      }
      if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || !options.length) return;
      event.preventDefault();
      const current = options.findIndex((option) => option.getAttribute('aria-selected') === 'true');
      // Past the last option (or before the first) none is chosen, as in the island.
      const next = event.key === 'ArrowDown' ? (current + 1 >= options.length ? -1 : current + 1) : current === -1 ? options.length - 1 : current - 1;
      options.forEach((option, index) => {
        option.setAttribute('aria-selected', String(index === next));
        option.classList.toggle('search-option-active', index === next);
      });
      if (!paused) waitForPause();
    }
    function left() {
      dropEarlyList(form);
      handOver();
    }
    field.addEventListener('input', typed);
    field.addEventListener('keydown', key);
    field.addEventListener('blur', left);
    // Typed before this code ran (the page's scripts were on their way): what the loader asked for
    // meanwhile is shown as it comes, oldest first (the newest answer still wins), and the term as it
    // is now asked for at once unless the loader already has.
    const now = field.value.trim();
    const current = now.length >= SUGGEST.minLength ? suggestionQuery(now, props.vehicleField) : null;
    const earlier = Object.keys(loaderAsked()).filter((query) => query !== current);
    for (const query of earlier) answer(query, takeAsked(query)!);
    // (A term now too short drops what came for the earlier ones.)
    if (earlier.length || current) ask();
    if (field.value !== field.defaultValue) waitForPause();
    runtimeCame = () => {
      runtimeHere = true;
      if (timing) settle();
      else waitForPause();
    };
  });
  return { handOver, runtimeCame: () => runtimeCame() };
}
