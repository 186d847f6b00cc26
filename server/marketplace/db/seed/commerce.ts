/** Seed step for commerce data (carts, sessions, users). Owned and filled by the commerce engineer. */
import type { Database } from '../connection';

export function seedCommerce(_db: Database, _rng: () => number): void {}
