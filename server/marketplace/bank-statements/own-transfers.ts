/**
 * Our own outgoing transfers a statement's debit line can be: a shop's payout from a payout run or
 * a shopper's refund from a refund file, recognised by the end-to-end id the file carried. Booked by
 * the bank, it is confirmed; the first confirmer that knows the id takes the line.
 */
import { confirmBankRefund } from '../refunds';
import { confirmPayout } from '../settlements';
import type { OutgoingConfirmer } from './import';

const payoutConfirmed: OutgoingConfirmer = async (db, endToEndId, bookedOn) => (await confirmPayout(db, endToEndId, bookedOn)) !== 'unknown';

const refundConfirmed: OutgoingConfirmer = async (db, endToEndId, bookedOn) => (await confirmBankRefund(db, endToEndId, bookedOn)) !== 'unknown';

export const OWN_TRANSFERS: readonly OutgoingConfirmer[] = [payoutConfirmed, refundConfirmed];
