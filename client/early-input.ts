/**
 * What a shopper typed or chose before an island woke. A slow phone may take seconds to load and
 * hydrate a chunk while the server's form already takes input; hydration then resets controlled
 * fields to the rendered state. So the values that differ from the server's defaults are read
 * just before hydrating and handed to the hydrated widget afterwards as if typed again: its
 * handlers run (suggestions for the whole term, focus moving on from a complete HSN, a chosen
 * model navigating).
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface EarlyInput {
  field: Field;
  value: string;
  focused: boolean;
}

// A chosen file stays on its element through hydration, and no script may set it again.
const TYPED = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=file]),select,textarea';
/** Choices (consent, options): a box or radio the shopper ticked differs from its server state. */
const TICKED = 'input[type=checkbox],input[type=radio]';

function defaultOf(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return chosen?.value ?? '';
  }
  return field.defaultValue;
}

/** Fields inside the island whose value the shopper changed from the server's. */
export function readEarlyInput(marker: HTMLElement): EarlyInput[] {
  const typed = [...marker.querySelectorAll<Field>(TYPED)]
    .filter((field) => field.value !== defaultOf(field))
    .map((field) => ({ field, value: field.value, focused: document.activeElement === field }));
  // Only the radio that was chosen counts: its group's others follow it.
  const ticked = [...marker.querySelectorAll<HTMLInputElement>(TICKED)]
    .filter((box) => box.checked !== box.defaultChecked && (box.type === 'checkbox' || box.checked))
    .map((box) => ({ field: box, value: box.checked ? 'on' : '', focused: document.activeElement === box }));
  return [...typed, ...ticked];
}

/** A ticked box or radio is given again as a click, which React reads as its change. */
function replayTick(box: HTMLInputElement, checked: boolean): void {
  // Set on the element itself, React's tracker notes the opposite state, so the click is a change.
  box.checked = !checked;
  box.click();
}

/** Gives each early value to the hydrated widget through its own input or change handler. */
export function replayEarlyInput(inputs: EarlyInput[]): void {
  for (const { field, value, focused } of inputs) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      replayTick(field, value === 'on');
      if (focused && document.activeElement === document.body) field.focus();
      continue;
    }
    // Hydration takes more than one task, and the shopper may type on meanwhile: a field that holds
    // something newer than what was read before hydrating keeps it (the latest typing wins); one that
    // hydration reset to the server's value gets back what was read.
    const now = field.value;
    const latest = now !== value && now !== defaultOf(field) ? now : value;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    // React tracks the last value it saw on the element itself; a value it did not see is a change.
    field.value = latest === '' ? ' ' : '';
    setValue?.call(field, latest);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    if (focused && document.activeElement === document.body) field.focus();
    if (field instanceof HTMLInputElement && document.activeElement === field && /^(text|search|tel|)$/.test(field.type)) field.setSelectionRange(latest.length, latest.length);
  }
}
