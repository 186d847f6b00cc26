/**
 * Vehicle state and the vehicle panel's open/closed flags, as pure reducers:
 * - vehicle operations: set whole; set from a series (clears model and series family); reset;
 *   change manufacturer, series or model alone;
 * - panel: open or closed; the catalogue inside is open or closed, closes when the vehicle changes
 *   or the panel closes; setting the catalogue active sets both flags (vehicleActive and
 *   vehicleCatalogActive) the same.
 */

export interface VehicleRef {
  id: string;
  name?: string;
  slug?: string;
}

export interface VehicleState {
  manufacturer?: VehicleRef;
  seriesFamily?: VehicleRef;
  /** The series page (series group) the catalogue links are built for. */
  seriesPage?: VehicleRef;
  series?: VehicleRef;
  model?: VehicleRef;
}

export type VehicleAction =
  | { type: 'set'; vehicle: VehicleState }
  | { type: 'setFromSeries'; series: VehicleRef; manufacturer?: VehicleRef; seriesPage?: VehicleRef }
  | { type: 'reset' }
  | { type: 'setManufacturer'; manufacturer: VehicleRef | undefined }
  | { type: 'setSeries'; series: VehicleRef | undefined }
  | { type: 'setModel'; model: VehicleRef | undefined };

export const EMPTY_VEHICLE: VehicleState = {};

/** Drops undefined fields so equal vehicles compare equal and serialize alike. */
function clean(vehicle: VehicleState): VehicleState {
  const out: VehicleState = {};
  for (const key of ['manufacturer', 'seriesFamily', 'seriesPage', 'series', 'model'] as const) {
    const ref = vehicle[key];
    if (ref && ref.id) out[key] = { ...ref, id: String(ref.id) };
  }
  return out;
}

export function vehicleReducer(state: VehicleState, action: VehicleAction): VehicleState {
  switch (action.type) {
    case 'set':
      return clean(action.vehicle);
    case 'setFromSeries':
      return clean({
        manufacturer: action.manufacturer ?? state.manufacturer,
        seriesPage: action.seriesPage ?? state.seriesPage,
        series: action.series,
        seriesFamily: undefined,
        model: undefined,
      });
    case 'reset':
      return EMPTY_VEHICLE;
    case 'setManufacturer':
      return clean({ ...state, manufacturer: action.manufacturer });
    case 'setSeries':
      return clean({ ...state, series: action.series });
    case 'setModel':
      return clean({ ...state, model: action.model });
  }
}

export function isEmptyVehicle(vehicle: VehicleState): boolean {
  return !vehicle.manufacturer && !vehicle.series && !vehicle.seriesPage && !vehicle.model;
}

/** The vehicle context of catalogue links (GET /navigation): the most specific id the vehicle has. */
export function vehicleContext(vehicle: VehicleState): { name: 'vehicleModelId' | 'vehicleSeriesGroupId' | 'vehicleManufacturerId'; value: string } | undefined {
  if (vehicle.model) return { name: 'vehicleModelId', value: vehicle.model.id };
  if (vehicle.seriesPage) return { name: 'vehicleSeriesGroupId', value: vehicle.seriesPage.id };
  if (vehicle.manufacturer) return { name: 'vehicleManufacturerId', value: vehicle.manufacturer.id };
  return undefined;
}

const contextKey = (vehicle: VehicleState) => {
  const context = vehicleContext(vehicle);
  return context ? `${context.name}=${context.value}` : '';
};

export interface PanelState {
  /** The panel is open. */
  vehicleActive: boolean;
  /** The vehicle catalogue inside the panel is open. */
  vehicleCatalogActive: boolean;
  vehicle: VehicleState;
}

export type PanelAction =
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  /** Sets both flags the same (opening the catalogue opens the panel; deactivating closes both). */
  | { type: 'setCatalogActive'; active: boolean }
  /** The catalogue toggle inside an open panel: closes the catalogue only. */
  | { type: 'closeCatalog' }
  | VehicleAction;

export function initialPanelState(vehicle: VehicleState = EMPTY_VEHICLE): PanelState {
  return { vehicleActive: false, vehicleCatalogActive: false, vehicle: clean(vehicle) };
}

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'toggle':
      return state.vehicleActive ? { ...state, vehicleActive: false, vehicleCatalogActive: false } : { ...state, vehicleActive: true };
    case 'open':
      return state.vehicleActive ? state : { ...state, vehicleActive: true };
    case 'close':
      return !state.vehicleActive && !state.vehicleCatalogActive ? state : { ...state, vehicleActive: false, vehicleCatalogActive: false };
    case 'setCatalogActive':
      return { ...state, vehicleActive: action.active, vehicleCatalogActive: action.active };
    case 'closeCatalog':
      return state.vehicleCatalogActive ? { ...state, vehicleCatalogActive: false } : state;
    default: {
      const vehicle = vehicleReducer(state.vehicle, action);
      // A different vehicle (another catalogue context) closes the catalogue; completing the same one does not.
      const changed = contextKey(vehicle) !== contextKey(state.vehicle);
      return { ...state, vehicle, vehicleCatalogActive: changed ? false : state.vehicleCatalogActive };
    }
  }
}
