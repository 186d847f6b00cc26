/**
 * The islands the runtime may hydrate. A marker whose name is not here is left as server markup.
 * Each import is a separate chunk (client/islands/<Name>.tsx), fetched only when a page needs it.
 * The page furniture without React (loading bar, connection, experiment, cart count) is in
 * client/behaviours/, run by the runtime.
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
  AddToCart: () => import('./islands/AddToCart'),
  SaveVehicle: () => import('./islands/SaveVehicle'),
  CartEditor: () => import('./islands/CartEditor'),
  ConsentSettings: () => import('./islands/ConsentSettings'),
};
