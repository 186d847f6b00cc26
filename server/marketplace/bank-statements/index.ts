/**
 * Bank statements: the collection account's statements (camt.053) imported, each line kept once;
 * prepayment transfers of the exact amount booked, the rest left to the desk's decision.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { readCamt053, StatementRefused, type BankStatement, type StatementProblem, type StatementTransaction } from './camt';
export { importStatements, orderNumbersIn, type OutgoingConfirmer, type StatementImportOptions, type StatementImportResult, type StatementLineState } from './import';
export { decideStatementLine, openStatementLines, statementImport } from './lines';
export { bankStatementEndpoints } from './endpoints';
export { receiveStatement, STATEMENT_MAX_BYTES, type StatementUploadServices } from './upload-door';
