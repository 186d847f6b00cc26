/**
 * The operator books a prepayment part's transfer as received, as the desk does: a prepayment part
 * may only be shipped once its money is in.
 */
import type { Db } from '../../server/marketplace/db/connection';
import { recordPrepaymentReceived } from '../../server/marketplace/orders';

/** The part's order number is its own without the part's suffix (SP-261122-ABCDEF-2 → SP-261122-ABCDEF). */
export async function bookTransferReceived(db: Db, partNumber: string, actor: `staff:${number}` = 'staff:1'): Promise<void> {
  const outcome = await recordPrepaymentReceived(db, partNumber.replace(/-\d+$/, ''), partNumber, actor);
  if (outcome !== 'recorded' && outcome !== 'already') throw new Error(`the transfer of ${partNumber} was not booked: ${outcome}`);
}
