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

const TYPED = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]),select,textarea';

function defaultOf(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return chosen?.value ?? '';
  }
  return field.defaultValue;
}

/** Fields inside the island whose value the shopper changed from the server's. */
export function readEarlyInput(marker: HTMLElement): EarlyInput[] {
  return [...marker.querySelectorAll<Field>(TYPED)]
    .filter((field) => field.value !== defaultOf(field))
    .map((field) => ({ field, value: field.value, focused: document.activeElement === field }));
}

/** Gives each early value to the hydrated widget through its own input or change handler. */
export function replayEarlyInput(inputs: EarlyInput[]): void {
  for (const { field, value, focused } of inputs) {
    if (!field.isConnected) continue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    // React tracks the last value it saw on the element itself; a value it did not see is a change.
    field.value = value === '' ? ' ' : '';
    setValue?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    if (focused && document.activeElement === document.body) field.focus();
    if (field instanceof HTMLInputElement && document.activeElement === field && /^(text|search|tel|)$/.test(field.type)) field.setSelectionRange(value.length, value.length);
  }
}
