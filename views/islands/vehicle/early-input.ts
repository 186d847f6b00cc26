/**
 * The vehicle islands may start hydrating on the first focus or touch while their chunk is still
 * loading, so the shopper can already have picked or typed something in the server's form. React
 * keeps that DOM value while hydrating but puts the rendered state back on the next render: on
 * mount, the island reads what differs and adopts it.
 */

/** Field name -> its DOM value, for the fields of `form` whose value differs from the one rendered. */
export function earlyInput<Name extends string>(form: HTMLFormElement | null, rendered: Record<Name, string>): Partial<Record<Name, string>> {
  const changed: Partial<Record<Name, string>> = {};
  for (const name of Object.keys(rendered) as Name[]) {
    const field = form?.elements.namedItem(name);
    if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value !== rendered[name]) changed[name] = field.value;
  }
  return changed;
}
