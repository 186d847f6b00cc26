/**
 * The islands the runtime may hydrate. A marker whose name is not here is left as server markup.
 * Each import is a separate chunk (client/islands/<Name>.tsx), fetched only when a page needs it.
 */
import type { IslandModule } from './mount';

export const REGISTRY: Record<string, () => Promise<IslandModule>> = {
  SearchBox: () => import('./islands/SearchBox'),
  VehicleSelector: () => import('./islands/VehicleSelector'),
  VehiclePanel: () => import('./islands/VehiclePanel'),
  DeliveryCountryPicker: () => import('./islands/DeliveryCountryPicker'),
  NavigationOverlay: () => import('./islands/NavigationOverlay'),
  HsnTsn: () => import('./islands/HsnTsn'),
  LicensePlate: () => import('./islands/LicensePlate'),
  CartCount: () => import('./islands/CartCount'),
  AddToCart: () => import('./islands/AddToCart'),
  SaveVehicle: () => import('./islands/SaveVehicle'),
  CartEditor: () => import('./islands/CartEditor'),
  LoadingBar: () => import('./islands/LoadingBar'),
  ConnectionStatus: () => import('./islands/ConnectionStatus'),
  Experiment: () => import('./islands/Experiment'),
  ConsentSettings: () => import('./islands/ConsentSettings'),
};
