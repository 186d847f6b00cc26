/**
 * The shop's dispatch cut-off (offers' "delivered by" dates count from it) and the address its
 * withdrawn parts go back to (none: the seller's own address, orders/return-address.ts).
 */
import type * as z from 'zod';
import type { dispatchInput } from '../../../contract/shop-dispatch';
import type { Db } from '../db/connection';

export async function saveDispatch(db: Db, shopId: number, values: z.output<typeof dispatchInput>): Promise<void> {
  await db.updateTable('shops').set({ dispatch_cutoff: values.cutoff, return_address: values.returnAddress || null, return_costs: values.returnCosts }).where('id', '=', shopId).execute();
}
