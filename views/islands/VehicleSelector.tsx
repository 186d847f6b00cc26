/**
 * The VehicleSelector island: hydrated on view when a vehicle is
 * remembered (it preselects it), else on the first interaction, so a first visit runs no React.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { EARLY_DRAWN } from '../../client/early/drawn';
import { earlyInput } from './vehicle/early-input';
import { loadPreselection } from './vehicle/preselect';
import { loadModels, loadSeries, nextListUrl, STORED_LOOKUP_KEYS, type Lists } from './vehicle/vehicle-lists';
import { remember, REMEMBERED_VEHICLE_KEY } from './vehicle-panel/remembered';
import type { Hydration } from '../hydration';
import { modelOptionFormat, type ModelOptionFormat } from '../engine-facts';
import type { VehicleSelectorProps } from './vehicle/types';

/**
 * Vehicle selection block, dropdowns: manufacturer -> series -> model. Without
 * JS: a sequence of GET forms that reload with the next list. Hydrated: each choice loads the next
 * list in place; a model chosen with the pointer goes to its page, one chosen with the keyboard
 * waits for Enter (or the button), so arrowing through the models does not leave the page.
 */
export default function VehicleSelector({ action, manufacturers, series: initialSeries, models: initialModels, selected, labels, modelPath, modelFormat }: VehicleSelectorProps) {
  const [manufacturerId, setManufacturerId] = useState(selected?.manufacturerId ?? '');
  const [seriesId, setSeriesId] = useState(selected?.seriesId ?? '');
  const [series, setSeries] = useState<Lists | undefined>(initialSeries);
  const [models, setModels] = useState<Lists | undefined>(initialModels);
  const [seriesSlug, setSeriesSlug] = useState<string | undefined>(undefined);
  const [modelId, setModelId] = useState(selected?.modelId ?? '');
  // A key pressed on the model dropdown since the last pointer press: its change only selects.
  const keyed = useRef(false);
  const [busy, setBusy] = useState(false);
  // The shopper's own pick wins over a preselection still loading.
  const touched = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  // The choices whose next list is shown or on its way: a choice made before the island woke reaches
  // it twice (read on mount and given again by the runtime), and is asked for once.
  // A list that came with the markup (the server's, or the one the page drew before the island woke) is shown.
  const listed = useRef<{ manufacturerId?: string; seriesId?: string }>({
    ...(initialSeries && selected?.manufacturerId ? { manufacturerId: selected.manufacturerId } : {}),
    ...(initialSeries && initialModels && selected?.seriesId ? { seriesId: selected.seriesId } : {}),
  });

  // A pick made before hydration wins (it loads the next list); otherwise a previously chosen
  // vehicle preselects manufacturer and series, with their lists.
  useEffect(() => {
    // A manufacturer chosen before the island woke, its series drawn by the page: what it made stale goes now.
    if (form.current?.querySelector(`label[${EARLY_DRAWN}]`)) forgetStoredLookup();
    const early = earlyInput(form.current, { manufacturerId, seriesId });
    if (early.manufacturerId !== undefined) return void chooseManufacturer(early.manufacturerId);
    if (early.seriesId !== undefined) return void chooseSeries(early.seriesId);
    setBusy(true);
    loadPreselection({ selected, manufacturers, modelFormat })
      .then((pre) => {
        if (!pre || touched.current) return;
        setManufacturerId(pre.manufacturerId);
        setSeries(pre.series);
        if (pre.seriesId) {
          setSeriesId(pre.seriesId);
          setModels(pre.models);
          setSeriesSlug(pre.seriesSlug);
        }
      })
      .catch((error: unknown) => console.error('[vehicle] preselection', error))
      .finally(() => {
        if (!touched.current) setBusy(false);
      });
    // Once, after hydration.
  }, []);

  const chooseManufacturer = async (id: string) => {
    touched.current = true;
    if (id && listed.current.manufacturerId === id) return;
    listed.current = { manufacturerId: id };
    setManufacturerId(id);
    setSeriesId('');
    setModelId('');
    setSeries(undefined);
    setModels(undefined);
    forgetStoredLookup();
    if (!id) return;
    setBusy(true);
    try {
      setSeries(await loadSeries(id));
    } catch (error) {
      listed.current = {};
      console.error('[vehicle] series', error);
    } finally {
      setBusy(false);
    }
  };

  const chooseSeries = async (id: string) => {
    touched.current = true;
    if (id && listed.current.seriesId === id) return;
    listed.current = { ...listed.current, seriesId: id };
    setSeriesId(id);
    setModelId('');
    setModels(undefined);
    if (!id) return;
    setBusy(true);
    try {
      const answer = await loadModels(id, modelFormat);
      setModels(answer.lists);
      setSeriesSlug(answer.seriesSlug);
    } catch (error) {
      listed.current = { manufacturerId: listed.current.manufacturerId };
      console.error('[vehicle] models', error);
    } finally {
      setBusy(false);
    }
  };

  const goToModel = (id: string) => {
    if (!id) return;
    remember({ manufacturer: { id: manufacturerId }, series: { id: seriesId }, model: { id } });
    if (modelPath && seriesSlug) return window.location.assign(modelPath.replace('__SERIES__', encodeURIComponent(seriesSlug)).replace('__MODEL__', encodeURIComponent(id)));
    // The model list came from the server (no slug here): the page redirects a chosen model, as without JS.
    const url = new URL(action, window.location.href);
    url.searchParams.set('modelId', id);
    window.location.assign(url.href);
  };

  const chooseModel = (id: string) => {
    setModelId(id);
    if (!keyed.current) goToModel(id);
  };

  const onModelKey = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      goToModel(event.currentTarget.value);
    } else if (event.key !== 'Tab' && event.key !== 'Escape') keyed.current = true;
  };

  const group = (options: Lists) => (
    <>
      <optgroup label={labels.popular}>{options.popular.map((o) => <option key={`p${o.id}`} value={o.id}>{o.label}</option>)}</optgroup>
      <optgroup label={labels.all}>{options.all.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}</optgroup>
    </>
  );
  return (
    <form ref={form} className="vehicle-selector" method="get" action={action} aria-busy={busy}>
      <label>
        {labels.manufacturer}
        <select
          name="manufacturerId"
          value={manufacturerId}
          data-next-list={nextListUrl('GET /vehicle/manufacturers/:id/series')}
          data-next-draw={JSON.stringify({ name: 'seriesId', label: labels.series, popular: labels.popular, all: labels.all, next: nextListUrl('GET /vehicle/series/:id/models') })}
          onChange={(event) => void chooseManufacturer(event.target.value)}
        >
          <option value="">{labels.manufacturer}</option>
          {group(manufacturers)}
        </select>
      </label>
      {series ? (
        <label>
          {labels.series}
          <select name="seriesId" value={seriesId} data-next-list={nextListUrl('GET /vehicle/series/:id/models')} onChange={(event) => void chooseSeries(event.target.value)}>
            <option value="">{labels.series}</option>
            {group(series)}
          </select>
        </label>
      ) : null}
      {models ? (
        <label>
          {labels.model}
          <select name="modelId" value={modelId} onChange={(event) => chooseModel(event.target.value)} onKeyDown={onModelKey} onPointerDown={() => (keyed.current = false)}>
            <option value="">{labels.model}</option>
            {group(models)}
          </select>
        </label>
      ) : null}
      <button type="submit">{labels.submit}</button>
    </form>
  );
}

function forgetStoredLookup(): void {
  try {
    for (const key of STORED_LOOKUP_KEYS) window.localStorage.removeItem(key);
  } catch {
    /* storage blocked */
  }
}

/**
 * The series list the page's loader drew at the manufacturer's choice before the island woke
 * (views/render/runtime-loader.ts): hydrated as it is, for the manufacturer it was drawn for.
 */
export function propsFromMarkup(marker: HTMLElement): Partial<VehicleSelectorProps> {
  const drawn = marker.querySelector<HTMLLabelElement>(`label[${EARLY_DRAWN}]`);
  const groups = drawn?.querySelectorAll('select > optgroup');
  const manufacturerId = drawn?.getAttribute(EARLY_DRAWN);
  if (!manufacturerId || groups?.length !== 2) return {};
  const options = (group: Element) => [...group.querySelectorAll('option')].map((option) => ({ id: option.value, label: option.textContent ?? '' }));
  return { series: { popular: options(groups[0]!), all: options(groups[1]!) }, models: undefined, selected: { manufacturerId } };
}

export const hydration: Hydration<{ modelPath: string; modelFormat: ModelOptionFormat }> = {
  name: 'VehicleSelector',
  when: 'remembered',
  early: true,
  remembered: [REMEMBERED_VEHICLE_KEY],
  extra: (shop) => ({
    modelPath: shop ? shop.link('Model', { seriesSlug: '__SERIES__', modelId: '__MODEL__' }) : '',
    // Model options loaded in the browser read like the server's, in the edition's units.
    modelFormat: modelOptionFormat(shop?.t, shop?.locale ?? 'de-DE'),
  }),
};
