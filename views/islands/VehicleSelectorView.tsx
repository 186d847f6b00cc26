/**
 * Vehicle selection block (spec section 2): dropdowns manufacturer -> series -> model; HSN/TSN in
 * de-DE; licence plate in fr-FR. Without JS: a sequence of GET forms that reload with the next list.
 * The islands engineer owns this file and makes it interactive.
 */
export interface VehicleOption {
  id: string;
  label: string;
}

export interface VehicleSelectorProps {
  /** Where the GET forms submit to (the current page), and the target once a model is chosen. */
  action: string;
  manufacturers: { popular: VehicleOption[]; all: VehicleOption[] };
  series?: { popular: VehicleOption[]; all: VehicleOption[] };
  models?: { popular: VehicleOption[]; all: VehicleOption[] };
  selected?: { manufacturerId?: string; seriesId?: string; modelId?: string };
  methods: { hsnTsn: boolean; licensePlate: boolean };
  labels: Record<string, string>;
}

export function VehicleSelectorView({ action, manufacturers, series, models, selected, labels }: VehicleSelectorProps) {
  const group = (options: { popular: VehicleOption[]; all: VehicleOption[] }) => (
    <>
      <optgroup label={labels.popular}>{options.popular.map((o) => <option key={`p${o.id}`} value={o.id}>{o.label}</option>)}</optgroup>
      <optgroup label={labels.all}>{options.all.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}</optgroup>
    </>
  );
  return (
    <form className="vehicle-selector" method="get" action={action}>
      <label>
        {labels.manufacturer}
        <select name="manufacturerId" defaultValue={selected?.manufacturerId ?? ''}>
          <option value="">{labels.manufacturer}</option>
          {group(manufacturers)}
        </select>
      </label>
      {series ? (
        <label>
          {labels.series}
          <select name="seriesId" defaultValue={selected?.seriesId ?? ''}>
            <option value="">{labels.series}</option>
            {group(series)}
          </select>
        </label>
      ) : null}
      {models ? (
        <label>
          {labels.model}
          <select name="modelId" defaultValue={selected?.modelId ?? ''}>
            <option value="">{labels.model}</option>
            {group(models)}
          </select>
        </label>
      ) : null}
      <button type="submit">{labels.submit}</button>
    </form>
  );
}
