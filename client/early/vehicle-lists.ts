/**
 * The vehicle selector before its island wakes. The page's loader asks for the series at the
 * manufacturer's choice and draws them as a plain select (views/render/runtime-loader.ts,
 * data-next-draw); the island's files (React among them) are asked for only once that list is
 * shown, so they do not share a slow line with its answer, and the island, hydrating, reads the
 * drawn list back from the markup (VehicleSelector's propsFromMarkup). So this holds the island's
 * waking while the shopper is in the manufacturer's select and has not chosen yet, and while a
 * drawing is on its way; otherwise (a remembered vehicle to preselect, a touch elsewhere in the
 * form) the island wakes at once.
 */
type WithDraws = { spareoDraws?: Promise<unknown>[] };

/** Settles when every list the loader is drawing is drawn (or given up: it never rejects). */
const drawn = () => Promise.all((window as WithDraws).spareoDraws ?? []);

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

export async function earlyLists(marker: HTMLElement): Promise<void> {
  const select = marker.querySelector<HTMLSelectElement>('select[data-next-draw]');
  for (;;) {
    await drawn();
    if (!select?.isConnected || document.activeElement !== select || select.value !== '' || marker.querySelector('label[data-early]')) return;
    await choiceOrLeave(select);
  }
}
