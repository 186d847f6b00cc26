/** The order lookups' budget when none is configured (apart, so the config reads it without the database code). */
import type { OrderLookupBudget } from '../dependencies';

/** A quarter of an hour: ten lookups from an address (an office, a carrier's NAT), five of one order. */
export const DEFAULT_ORDER_LOOKUPS: OrderLookupBudget = { windowMs: 15 * 60_000, perAddress: 10, perNumber: 5 };
