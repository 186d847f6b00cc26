/**
 * The marketplace's own bank account, into which prepayment shoppers transfer: in central checkout
 * the marketplace collects and pays each shop out with its settlement. Told at start
 * (marketplace-services.ts from the config) and handed to the handlers as ctx.deps.collectionAccount;
 * a marketplace not told one has the demo account, which is plainly one.
 */
export type { CollectionAccount } from '../dependencies';
import type { CollectionAccount } from '../dependencies';

/** A valid-format IBAN (the banks' own textbook example), held by nobody who would book a transfer. */
export const DEMO_COLLECTION_ACCOUNT: CollectionAccount = { holder: 'Spareo (Demo)', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
