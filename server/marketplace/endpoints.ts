/** Every marketplace endpoint, gathered from the domains. One line per domain. */
import type { Endpoint } from './http/endpoint';
import { sessionEndpoints } from './session/endpoints';
import { cartEndpoints } from './cart/endpoints';
import { checkHeaderEndpoints } from './check-headers/endpoints';
import { vehicleEndpoints } from './vehicles/endpoints';

export const ENDPOINTS: Endpoint[] = [
  ...sessionEndpoints,
  ...cartEndpoints,
  ...checkHeaderEndpoints,
  ...vehicleEndpoints,
];
