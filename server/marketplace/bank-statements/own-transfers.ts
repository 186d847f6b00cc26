/**
 * Our own outgoing transfers a statement's debit line can be: a shop's payout from a payout run,
 * recognised by the end-to-end id the run wrote into the payout file. Booked by the bank, the payout
 * is confirmed; the first confirmer that knows the id takes the line.
 */
import { confirmPayout } from '../settlements';
import type { OutgoingConfirmer } from './import';

const payoutConfirmed: OutgoingConfirmer = async (db, endToEndId, bookedOn) => (await confirmPayout(db, endToEndId, bookedOn)) !== 'unknown';

export const OWN_TRANSFERS: readonly OutgoingConfirmer[] = [payoutConfirmed];
