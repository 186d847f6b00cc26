/** Every marketplace endpoint, gathered from the domains. One line per domain. */
import type { Endpoint } from './http/endpoint';
import { vehicleEndpoints } from './vehicles/endpoints';

export const ENDPOINTS: Endpoint[] = [
  ...vehicleEndpoints,
];
