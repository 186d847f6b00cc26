/** The shared zod pieces of the calls live in the contract; the catalogue's handlers read them from here too. */
export * from '../../../contract/params';
