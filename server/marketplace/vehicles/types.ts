/** Answer bodies of the vehicle endpoints (field names). */
export interface Manufacturer { id: number; name: string; slug: string; seoName: string }
export interface Series { id: number; name: string; slug: string; productionYearStart: number; productionYearEnd: number | null; popularity: number }
export interface SeriesFamily { id: number; slug: string }
export interface SeriesPage { id: number; slug: string; name: string }
export interface Kba { kbaId: number; hsn: string; tsn: string }
export interface Model {
  id: number; name: string; fullName: string; ps: number; kw: number; ccm: number;
  productionYearStart: number; productionYearEnd: number | null; popularity: number; kbas: Kba[];
}
export interface Vehicle { manufacturer: Manufacturer; seriesFamily: SeriesFamily; seriesPage: SeriesPage; series: Series; model: Model }

/**
 * Dropdown lists: `popular` holds the top 10 by popularity, `all` every entry; both sorted
 * alphabetically (vehicle selection block). `limit` cuts `all`, `exclude` drops ids from both.
 */
export interface PopularAndAll<T> { popular: T[]; all: T[] }
export type ManufacturerList = PopularAndAll<Manufacturer>;
/** Each series names the series page it is shown on. */
export interface SeriesList extends PopularAndAll<Series & { seriesPage?: SeriesPage | null }> { manufacturer: Manufacturer }
export interface ModelList extends PopularAndAll<Model> { manufacturer: Manufacturer; series: Series }
/** series carry their models when asked withModels. */
export interface SeriesPageAnswer { seriesPage: SeriesPage; seriesFamily: SeriesFamily; manufacturer: Manufacturer; series: (Series & { models?: Model[] })[] }
/** HSN/TSN and licence plate lookups: zero, one or several vehicles. */
export interface VehicleMatches { vehicles: Vehicle[] }
