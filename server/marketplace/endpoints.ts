/** Every marketplace endpoint, gathered from the domains. One line per domain. */
import type { Endpoint } from './http/endpoint';

export const ENDPOINTS: Endpoint[] = [];
