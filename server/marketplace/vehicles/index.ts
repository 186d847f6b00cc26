/**
 * Vehicles: manufacturers, models and types, and the vehicle a visitor chose.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { vehicleEndpoints } from './endpoints';
export { vehiclesForModels } from './repository';
