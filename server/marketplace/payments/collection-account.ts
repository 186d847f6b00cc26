/**
 * The marketplace's own bank account, into which prepayment shoppers transfer: in central checkout
 * the marketplace collects and pays each shop out with its settlement. Told at start
 * (marketplace-services.ts from the config); until told, the demo account, which is plainly one.
 */
export interface CollectionAccount { holder: string; iban: string; bic: string }

/** A valid-format IBAN (the banks' own textbook example), held by nobody who would book a transfer. */
export const DEMO_COLLECTION_ACCOUNT: CollectionAccount = { holder: 'Spareo (Demo)', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };

let current: CollectionAccount = DEMO_COLLECTION_ACCOUNT;

export function useCollectionAccount(account: CollectionAccount): void {
  current = account;
}

export function collectionAccount(): CollectionAccount {
  return current;
}
