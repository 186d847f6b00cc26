/**
 * Header search box. Without JS: a GET form to /search (spec section 2) with the hidden vehicle field.
 * The islands engineer turns it into the suggestions combobox (spec sections 4, 5, 9).
 */
export interface SearchBoxProps {
  /** The edition's /search path. */
  action: string;
  query?: string;
  /** The chosen vehicle as one hidden field: modelId, vehicleSeriesGroupId or vehicleManufacturerId. */
  vehicleField?: { name: 'modelId' | 'vehicleSeriesGroupId' | 'vehicleManufacturerId'; value: string };
  labels: { label: string; placeholder: string; submit: string };
}

export function SearchBoxView({ action, query, vehicleField, labels }: SearchBoxProps) {
  return (
    <form className="search-box" role="search" method="get" action={action}>
      <label className="visually-hidden" htmlFor="search-q">{labels.label}</label>
      <input id="search-q" name="q" type="search" required defaultValue={query} placeholder={labels.placeholder} autoComplete="off" />
      {vehicleField ? <input type="hidden" name={vehicleField.name} value={vehicleField.value} /> : null}
      <button type="submit">{labels.submit}</button>
    </form>
  );
}
