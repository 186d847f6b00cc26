/**
 * The collection account's bank statements in the desk: the form that takes the bank's camt.053
 * file (a refused file named beside the field), the lines waiting for the agent (paid too little or
 * too much, or naming no order) with their decision, and an import's result: booked, waiting,
 * unmatched, outgoing.
 */
import type { StatementImportView, StatementLineView } from '../../contract/calls/bank-statements';
import { formatWhen } from '../../locales/moments';
import { DeskLayout, type DeskFrame } from './DeskLayout';
import { moneyText } from '../../locales/amounts';

const money = (locale: string, cents: number, currency = 'EUR') => moneyText(cents, locale, currency);
const day = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

export interface StatementLinks {
  form: string;
  upload: string;
  result: (importId: number) => string;
  decision: (lineId: number) => string;
  order: (number: string) => string;
}

/** One list of lines; `decide` adds the agent's forms to each waiting credit. */
function LineTable({ frame, lines, links, decide, problem }: { frame: DeskFrame; lines: StatementLineView[]; links: StatementLinks; decide?: boolean; problem?: { lineId: number; text: string; typed: string } }) {
  const { t, locale } = frame;
  if (lines.length === 0) return <p className="muted">{t('bankStatements.noLines')}</p>;
  return (
    <table className="lines statement-lines">
      <thead><tr>
        <th>{t('bankStatements.bookedOn')}</th><th>{t('bankStatements.amount')}</th><th>{t('bankStatements.counterparty')}</th><th>{t('bankStatements.remittance')}</th><th>{t('bankStatements.what')}</th>
      </tr></thead>
      <tbody>
        {lines.map((line) => {
          const refused = problem?.lineId === line.id ? problem : undefined;
          return (
            <tr key={line.id} id={`line-${line.id}`} data-state={line.state}>
              <td data-label={t('labelled', { label: t('bankStatements.bookedOn'), value: '' })}>{day(locale, line.bookedOn)}</td>
              <td data-label={t('labelled', { label: t('bankStatements.amount'), value: '' })}><strong>{money(locale, line.direction === 'debit' ? -line.amountCents : line.amountCents, line.currency)}</strong></td>
              <td data-label={t('labelled', { label: t('bankStatements.counterparty'), value: '' })}>{line.counterpartyName ?? '–'}{line.counterpartyIban && <><br /><span className="muted">{line.counterpartyIban}</span></>}</td>
              <td data-label={t('labelled', { label: t('bankStatements.remittance'), value: '' })}>{line.remittance || '–'}{line.endToEndId && <><br /><span className="muted">{t('bankStatements.endToEnd', { id: line.endToEndId })}</span></>}</td>
              <td data-label={t('labelled', { label: t('bankStatements.what'), value: '' })}>
                {line.orderNumber && !line.orderNumber.includes(' ') ? <a href={links.order(line.orderNumber)}>{line.orderNumber}</a> : line.orderNumber}
                {line.state === 'needs_decision' && line.reason && <p className="unpaid">{t(`bankStatements.reason.${line.reason}`, { due: money(locale, line.dueCents ?? 0), difference: money(locale, Math.abs(line.amountCents - (line.dueCents ?? 0))) })}</p>}
                {line.state !== 'needs_decision' && <p>{t(`bankStatements.state.${line.state}`)}</p>}
                {decide && line.direction === 'credit' && (line.state === 'needs_decision' || line.state === 'unmatched') && (
                  <form method="post" action={links.decision(line.id)} className="choose" noValidate>
                    <label htmlFor={`order-${line.id}`}>{t('bankStatements.orderNumber')}</label>
                    <input id={`order-${line.id}`} name="orderNumber" defaultValue={refused?.typed ?? (line.orderNumber?.includes(' ') ? '' : line.orderNumber ?? '')} placeholder="SP-261120-ABCDEF" maxLength={40}
                      aria-invalid={refused ? true : undefined} aria-describedby={refused ? `order-${line.id}-error` : undefined} />
                    {refused && <p className="error" id={`order-${line.id}-error`} role="alert">{refused.text}</p>}
                    <button type="submit" name="decision" value="book">{t('bankStatements.book')}</button>
                    <button type="submit" name="decision" value="returned" className="secondary">{t('bankStatements.returned')}</button>
                  </form>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export interface BankStatementsPageProps {
  frame: DeskFrame;
  links: StatementLinks;
  open: StatementLineView[];
  imports: StatementImportView[];
  /** The file refused, in words. */
  problem?: string;
  notice?: string;
  /** A decision refused: which line, why, what was typed. */
  decisionProblem?: { lineId: number; text: string; typed: string };
}

export function BankStatementsPage({ frame, links, open, imports, problem, notice, decisionProblem }: BankStatementsPageProps) {
  const { t, locale } = frame;
  return (
    <DeskLayout frame={frame}>
      {notice && <p className="notice" role="status">{notice}</p>}
      <form method="post" action={links.upload} encType="multipart/form-data" className="box" id="statement" noValidate>
        <label htmlFor="file">{t('bankStatements.file')}</label>
        <input type="file" id="file" name="file" accept=".xml,application/xml,text/xml" aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'file-error' : 'file-hint'} />
        {problem && <p className="error" id="file-error" role="alert">{problem}</p>}
        <p className="muted" id="file-hint">{t('bankStatements.fileHint')}</p>
        <button type="submit">{t('bankStatements.import')}</button>
      </form>
      <h2>{t('bankStatements.open')}</h2>
      <LineTable frame={frame} lines={open} links={links} decide problem={decisionProblem} />
      <h2>{t('bankStatements.imports')}</h2>
      {imports.length === 0 ? <p className="muted">{t('bankStatements.noImports')}</p> : (
        <ul>{imports.map((i) => <li key={i.id}><a href={links.result(i.id)}>{i.fileName}</a> · {formatWhen(i.importedAt, locale)} · {t('bankStatements.counts', { read: i.linesRead, fresh: i.linesNew })}</li>)}</ul>
      )}
    </DeskLayout>
  );
}

export interface StatementImportPageProps {
  frame: DeskFrame;
  links: StatementLinks;
  statementImport: StatementImportView;
  lines: StatementLineView[];
}

const SECTIONS = [
  { key: 'booked', states: ['booked'] },
  { key: 'needs_decision', states: ['needs_decision'] },
  { key: 'unmatched', states: ['unmatched'] },
  { key: 'outgoing', states: ['outgoing', 'confirmed'] },
  { key: 'returned', states: ['returned'] },
] as const;

export function StatementImportPage({ frame, links, statementImport, lines }: StatementImportPageProps) {
  const { t, locale } = frame;
  const already = statementImport.linesRead - statementImport.linesNew;
  return (
    <DeskLayout frame={frame}>
      <p>{statementImport.fileName} · {statementImport.accountIban} · {formatWhen(statementImport.importedAt, locale)}</p>
      <p className="notice" role="status">{t('bankStatements.counts', { read: statementImport.linesRead, fresh: statementImport.linesNew })}{already > 0 && ` ${t('bankStatements.already', { count: already })}`}</p>
      {SECTIONS.map(({ key, states }) => {
        const shown = lines.filter((line) => (states as readonly string[]).includes(line.state));
        if (key === 'returned' && shown.length === 0) return null;
        return (
          <section key={key} data-section={key}>
            <h2>{t(`bankStatements.section.${key}`)} ({shown.length})</h2>
            <LineTable frame={frame} lines={shown} links={links} decide={key === 'needs_decision' || key === 'unmatched'} />
          </section>
        );
      })}
      <p><a href={links.form}>{t('bankStatements.back')}</a></p>
    </DeskLayout>
  );
}
