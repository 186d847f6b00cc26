/**
 * The bank's account statement as ISO 20022 camt.053 (BankToCustomerStatement) exports it, in the
 * versions banks hand out (001.02 and 001.08 read alike here): the account, and each booked entry's
 * transactions with amount, currency, credit or debit, booking day, remittance information (free
 * text and structured creditor references), end-to-end id and the other party's name and IBAN.
 * Entries not booked yet (pending, information) are passed over: only booked money counts.
 * Read with saxes: no DTD or entity of the file is expanded.
 */
import { createHash } from 'node:crypto';
import { SaxesParser } from 'saxes';

const CAMT_053 = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})$/;

export type StatementProblem = 'not_xml' | 'not_camt053' | 'no_account';

/** A file that is no camt.053 statement: why, for the person who chose it. */
export class StatementRefused extends Error {
  constructor(readonly problem: StatementProblem, detail?: string) {
    super(detail ? `${problem}: ${detail}` : problem);
  }
}

export interface StatementTransaction {
  /** Unique per account: the entry's reference by the bank (one of several transactions in a batch with its position). */
  entryRef: string;
  amountCents: number;
  currency: string;
  direction: 'credit' | 'debit';
  /** The booking day, YYYY-MM-DD. */
  bookedOn: string;
  /** The free-text remittance lines joined, then the structured creditor references. */
  remittance: string;
  endToEndId: string | null;
  /** The payer of a credit, the payee of a debit. */
  counterpartyName: string | null;
  counterpartyIban: string | null;
}

export interface BankStatement {
  /** The message's version: '02', '08'. */
  version: string;
  id: string;
  accountIban: string;
  transactions: StatementTransaction[];
}

interface TxBuilder { amount?: string; currency?: string; direction?: string; endToEndId?: string; ref?: string; ustrd: string[]; refs: string[]; debtorName?: string; debtorIban?: string; creditorName?: string; creditorIban?: string }
interface EntryBuilder { ref?: string; bankRef?: string; amount?: string; currency?: string; direction?: string; status?: string; bookedOn?: string; info?: string; txs: TxBuilder[] }

/** Euro and cent amounts as the file writes them ("1234.5", "89.90"), in cents, never through a float. */
export function centsOf(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,5}))?$/.exec(amount.trim());
  if (!match) throw new StatementRefused('not_camt053', `amount ${amount}`);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (/[1-9]/.test(fraction.slice(2))) throw new StatementRefused('not_camt053', `amount ${amount} has fractions of a cent`);
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}

/** Every statement of the file (a bank may put several accounts or days in one message). */
export function readCamt053(xml: string): BankStatement[] {
  const parser = new SaxesParser({ xmlns: true });
  const statements: BankStatement[] = [];
  const path: string[] = [];
  let version: string | undefined;
  let statement: { id?: string; iban?: string; entries: EntryBuilder[] } | undefined;
  let entry: EntryBuilder | undefined;
  let tx: TxBuilder | undefined;
  let text = '';
  let amountCurrency: string | undefined;
  let failure: Error | undefined;

  parser.on('error', (error) => { failure ??= new StatementRefused('not_xml', error.message); });
  parser.on('opentag', (tag) => {
    if (path.length === 0) {
      const found = CAMT_053.exec(tag.uri);
      if (tag.local !== 'Document' || !found) failure ??= new StatementRefused('not_camt053', `${tag.uri} ${tag.local}`);
      version = found?.[1];
    }
    path.push(tag.local);
    text = '';
    const at = path.join('/');
    if (at === 'Document/BkToCstmrStmt/Stmt') statement = { entries: [] };
    else if (at === 'Document/BkToCstmrStmt/Stmt/Ntry') entry = { txs: [] };
    else if (entry && at === 'Document/BkToCstmrStmt/Stmt/Ntry/NtryDtls/TxDtls') tx = { ustrd: [], refs: [] };
    if (tag.local === 'Amt') amountCurrency = typeof tag.attributes.Ccy === 'object' ? tag.attributes.Ccy.value : undefined;
  });
  parser.on('text', (chunk) => { text += chunk; });
  parser.on('cdata', (chunk) => { text += chunk; });
  parser.on('closetag', () => {
    const at = path.join('/');
    const value = text.trim().replace(/\s+/g, ' ');
    text = '';
    path.pop();
    if (failure) return;
    if (statement && at === 'Document/BkToCstmrStmt/Stmt/Id') statement.id = value;
    else if (statement && at === 'Document/BkToCstmrStmt/Stmt/Acct/Id/IBAN') statement.iban = value.replace(/\s/g, '').toUpperCase();
    else if (statement && at === 'Document/BkToCstmrStmt/Stmt') {
      if (!statement.iban) failure = new StatementRefused('no_account');
      else statements.push({ version: version!, id: statement.id ?? '', accountIban: statement.iban, transactions: transactionsOf(statement.entries, statement.iban) });
      statement = undefined;
    } else if (entry && at.startsWith('Document/BkToCstmrStmt/Stmt/Ntry')) {
      const inEntry = at.slice('Document/BkToCstmrStmt/Stmt/Ntry'.length + 1);
      if (at === 'Document/BkToCstmrStmt/Stmt/Ntry') {
        statement?.entries.push(entry);
        entry = undefined;
      } else if (tx && inEntry.startsWith('NtryDtls/TxDtls')) {
        readTx(tx, inEntry.slice('NtryDtls/TxDtls'.length + 1), value, amountCurrency);
        if (inEntry === 'NtryDtls/TxDtls') {
          entry.txs.push(tx);
          tx = undefined;
        }
      } else readEntry(entry, inEntry, value, amountCurrency);
    }
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= new StatementRefused('not_xml', (error as Error).message);
  }
  if (failure) throw failure;
  if (!version) throw new StatementRefused(xml.trim() === '' ? 'not_xml' : 'not_camt053');
  return statements;
}

function readEntry(entry: EntryBuilder, at: string, value: string, currency: string | undefined): void {
  switch (at) {
    case 'NtryRef': entry.ref = value; break;
    case 'AcctSvcrRef': entry.bankRef = value; break;
    case 'Amt': entry.amount = value; entry.currency = currency; break;
    case 'CdtDbtInd': entry.direction = value; break;
    // 001.02 writes the status as text, later versions as a code inside.
    case 'Sts': if (value) entry.status = value; break;
    case 'Sts/Cd': entry.status = value; break;
    case 'BookgDt/Dt': entry.bookedOn = value; break;
    case 'BookgDt/DtTm': entry.bookedOn ??= value.slice(0, 10); break;
    case 'AddtlNtryInf': entry.info = value; break;
  }
}

function readTx(tx: TxBuilder, at: string, value: string, currency: string | undefined): void {
  switch (at) {
    case 'Refs/EndToEndId': if (value && value !== 'NOTPROVIDED') tx.endToEndId = value; break;
    case 'Refs/AcctSvcrRef': tx.ref = value; break;
    // 001.08 has the transaction's amount directly, 001.02 under its amount details.
    case 'Amt': case 'AmtDtls/TxAmt/Amt': tx.amount ??= value; tx.currency ??= currency; break;
    case 'CdtDbtInd': tx.direction = value; break;
    case 'RltdPties/Dbtr/Nm': case 'RltdPties/Dbtr/Pty/Nm': tx.debtorName = value; break;
    case 'RltdPties/DbtrAcct/Id/IBAN': tx.debtorIban = value.replace(/\s/g, '').toUpperCase(); break;
    case 'RltdPties/Cdtr/Nm': case 'RltdPties/Cdtr/Pty/Nm': tx.creditorName = value; break;
    case 'RltdPties/CdtrAcct/Id/IBAN': tx.creditorIban = value.replace(/\s/g, '').toUpperCase(); break;
    case 'RmtInf/Ustrd': if (value) tx.ustrd.push(value); break;
    case 'RmtInf/Strd/CdtrRefInf/Ref': if (value) tx.refs.push(value); break;
  }
}

/** The booked entries' transactions; an entry without details is one transaction of its own. */
function transactionsOf(entries: EntryBuilder[], iban: string): StatementTransaction[] {
  const out: StatementTransaction[] = [];
  const seen = new Map<string, number>();
  for (const entry of entries) {
    if (entry.status !== 'BOOK') continue;
    const direction = entry.direction === 'CRDT' ? 'credit' : entry.direction === 'DBIT' ? 'debit' : undefined;
    if (!direction || !entry.amount || !entry.bookedOn) throw new StatementRefused('not_camt053', 'an entry without amount, direction or booking day');
    const txs = entry.txs.length > 0 ? entry.txs : [{ ustrd: entry.info ? [entry.info] : [], refs: [] } as TxBuilder];
    txs.forEach((tx, index) => {
      const amount = txs.length === 1 ? entry.amount! : tx.amount ?? entry.amount!;
      const currency = (txs.length === 1 ? entry.currency : tx.currency ?? entry.currency) ?? 'EUR';
      const remittance = [...tx.ustrd, ...tx.refs].join(' ');
      const credit = direction === 'credit';
      const line = {
        amountCents: centsOf(amount), currency, direction, bookedOn: entry.bookedOn!.slice(0, 10), remittance, endToEndId: tx.endToEndId ?? null,
        counterpartyName: (credit ? tx.debtorName : tx.creditorName) ?? null, counterpartyIban: (credit ? tx.debtorIban : tx.creditorIban) ?? null,
      } as const;
      // The bank's reference when it gives one; else what the line says, so the same line read again is known again.
      const own = entry.ref ?? entry.bankRef;
      let entryRef = own ? (txs.length === 1 ? own : `${own}/${index + 1}`) : tx.ref;
      if (!entryRef) {
        const digest = createHash('sha256').update(JSON.stringify([iban, line])).digest('hex').slice(0, 24);
        const count = (seen.get(digest) ?? 0) + 1;
        seen.set(digest, count);
        entryRef = `sha:${digest}:${count}`;
      }
      out.push({ entryRef, ...line });
    });
  }
  return out;
}
