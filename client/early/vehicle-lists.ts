/**
 * The vehicle selector before its island wakes. The page's loader asks for the series at the
 * manufacturer's choice (views/render/runtime-loader.ts, window.spareoLists); this draws them from
 * a copy of that answer as a plain select, as the island would (the manufacturer's select names
 * how in data-next-draw), and only then lets the island wake: its files (React and the contract's
 * schemas among them, about 120 KB) would otherwise share the slow line with the answer, and the
 * list would wait for their evaluation and the hydration, which took a slowed phone seconds. The
 * island hydrates over the drawn list, read back from the markup (VehicleSelector's propsFromMarkup).
 * It lives in the runtime's first file (client/runtime-first.ts), which starts it as soon as the
 * dropdowns are in use: the list is drawn once the answer and that one small file are here, not the
 * rest of the runtime.
 * It holds the waking while the shopper is in the manufacturer's select and has not chosen yet;
 * otherwise (a remembered vehicle to preselect, a touch elsewhere in the form) the island wakes at once.
 */
import { EARLY_DRAWN } from './drawn';

/** How the next list reads: the select's name, its texts, where its own next list is asked for. */
interface NextDraw { name: string; label: string; popular: string; all: string; next: string }
interface Entry { id: number | string; name: string; productionYearStart?: number | null; productionYearEnd?: number | null }

const askedLists = () => (window as { spareoLists?: Record<string, Promise<Response> | null> }).spareoLists ?? {};

/** The next change of the select, or the shopper leaving it. */
const choiceOrLeave = (select: HTMLSelectElement) =>
  new Promise<void>((resolve) => {
    const done = () => {
      select.removeEventListener('change', done);
      select.removeEventListener('blur', done);
      resolve();
    };
    select.addEventListener('change', done);
    select.addEventListener('blur', done);
  });

const isEntry = (x: unknown): x is Entry => typeof x === 'object' && x !== null && typeof (x as Entry).name === 'string' && ['number', 'string'].includes(typeof (x as Entry).id);

/** The island's option text: the name and the production years. */
const labelOf = (x: Entry) => `${x.name} (${x.productionYearStart ? `${x.productionYearStart}–${x.productionYearEnd ?? ''}` : ''})`;

/** Draws the answer's lists after the choice's label; false when the answer does not fit or the choice changed meanwhile. */
async function drawFrom(select: HTMLSelectElement, choice: string, asked: Promise<Response>): Promise<boolean> {
  let body: unknown;
  let how: NextDraw;
  try {
    const response = await asked;
    if (!response.ok) return false;
    // A copy: the island may still take the answer itself.
    body = await response.clone().json();
    how = JSON.parse(select.dataset.nextDraw ?? '') as NextDraw;
  } catch {
    return false;
  }
  const answer = body as Partial<Record<'popular' | 'all', unknown>> | null;
  const chosen = select.closest('label');
  if (!chosen || select.value !== choice || !Array.isArray(answer?.popular) || !Array.isArray(answer.all)) return false;
  // The lists after the choice (a server-rendered series and model) are for another choice.
  while (chosen.nextElementSibling?.tagName === 'LABEL') chosen.nextElementSibling.remove();
  const label = document.createElement('label');
  label.setAttribute(EARLY_DRAWN, choice);
  label.append(how.label);
  const list = label.appendChild(document.createElement('select'));
  list.name = how.name;
  list.dataset.nextList = how.next;
  list.add(new Option(how.label, ''));
  for (const [key, text] of [['popular', how.popular], ['all', how.all]] as const) {
    const group = list.appendChild(document.createElement('optgroup'));
    group.label = text;
    for (const entry of (answer[key] as unknown[]).filter(isEntry)) group.append(new Option(labelOf(entry), String(entry.id)));
  }
  chosen.after(label);
  return true;
}

async function drawWhenChosen(marker: HTMLElement): Promise<void> {
  const select = marker.querySelector<HTMLSelectElement>('select[data-next-draw][data-next-list]');
  while (select?.isConnected) {
    const choice = select.value;
    const asked = choice ? askedLists()[select.dataset.nextList!.replace('__ID__', encodeURIComponent(choice))] : undefined;
    // Chosen: drawn once the answer is here (a newer choice meanwhile is looked at again).
    if (asked) {
      if ((await drawFrom(select, choice, asked)) || select.value === choice) return;
      continue;
    }
    if (document.activeElement !== select || choice !== '') return;
    await choiceOrLeave(select);
  }
}

const started = new WeakMap<HTMLElement, Promise<void>>();

/**
 * Resolves when the island should wake; until then draws the chosen manufacturer's series. Started
 * once per island: the runtime, coming after its first file started it, is given the same promise.
 */
export function earlyLists(marker: HTMLElement): Promise<void> {
  let drawing = started.get(marker);
  if (!drawing) started.set(marker, (drawing = drawWhenChosen(marker)));
  return drawing;
}

/**
 * The dropdowns the shopper is already in when the runtime's first file runs (focused, or what woke
 * the runtime), or goes into before the rest of the runtime has come, are answered from then on:
 * the series list does not wait for the rest.
 */
export function listsWhenUsed(marker: HTMLElement, woke: EventTarget | null | undefined): void {
  const start = () => {
    marker.removeEventListener('focusin', start);
    void earlyLists(marker);
  };
  if (marker.contains(document.activeElement) || (woke instanceof Node && marker.contains(woke))) start();
  else marker.addEventListener('focusin', start);
}
