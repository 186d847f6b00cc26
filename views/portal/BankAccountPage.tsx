/**
 * The shop's payout account: holder, IBAN and BIC, saved with a current code of the owner's
 * authenticator app. A plain form (no JavaScript); a refused value is named beside its field with
 * what was typed kept (the code is asked afresh). The stored IBAN is shown masked.
 */
import type { Translate } from '../../locales/i18n';
import type { BankAccountField, ShopBankAccountView } from '../../contract/calls/portal-bank-account';
import { HOLDER_MAX } from '../../contract/calls/portal-bank-account';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { PortalShell } from './PortalShell';

export interface BankAccountPageProps {
  t: Translate;
  lang: string;
  shopName: string;
  /** null: none stored, or not the owner's to read (ownersOnly). */
  account: ShopBankAccountView | null;
  /** What the owner last sent, shown again with its problem. */
  sent?: { holder: string; iban: string; bic: string };
  problem: { field: BankAccountField | 'form'; message: string } | null;
  saved: boolean;
  ownersOnly: boolean;
}

export function BankAccountPage({ t, lang, shopName, account, sent, problem, saved, ownersOnly }: BankAccountPageProps) {
  const errorOf = (field: BankAccountField) => (problem?.field === field ? <span className="field-problem" id={`${field}-problem`} role="alert">{problem.message}</span> : null);
  const invalid = (field: BankAccountField) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${field}-problem` } as const : {});
  return (
    <PortalShell t={t} lang={lang} title={t('portal.bank.heading')} shopName={shopName} current="bankAccount">
      <h1>{t('portal.bank.heading')}</h1>
      <p>{t('portal.bank.lead')}</p>
      {saved ? <p className="notice" role="status">{t('portal.bank.saved')}</p> : null}
      {ownersOnly ? <p className="problem" role="alert">{t('portal.ownersOnly')}</p> : (
        <>
          {account ? (
            <dl className="facts">
              <dt>{t('portal.bank.holder')}</dt><dd>{account.holder}</dd>
              <dt>{t('portal.bank.iban')}</dt><dd className="bank-iban">{account.ibanMasked}</dd>
              <dt>{t('portal.bank.bic')}</dt><dd>{account.bic}</dd>
            </dl>
          ) : <p className="muted">{t('portal.bank.none')}</p>}
          <form method="post" action={PORTAL_PATHS.bankAccount} className="stack" noValidate>
            <label>
              {t('portal.bank.holder')}
              <input name="holder" defaultValue={sent?.holder ?? account?.holder ?? ''} maxLength={HOLDER_MAX} autoComplete="off" required {...invalid('holder')} />
              {errorOf('holder')}
            </label>
            <label>
              {t('portal.bank.iban')}
              <input name="iban" defaultValue={sent?.iban ?? ''} maxLength={42} autoComplete="off" spellCheck={false} placeholder="DE89 3704 0044 0532 0130 00" required {...invalid('iban')} />
              {errorOf('iban')}
            </label>
            <label>
              {t('portal.bank.bic')}
              <input name="bic" defaultValue={sent?.bic ?? account?.bic ?? ''} maxLength={11} autoComplete="off" spellCheck={false} required {...invalid('bic')} />
              {errorOf('bic')}
            </label>
            <label>
              {t('portal.bank.code')}
              <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required {...invalid('code')} />
              {errorOf('code')}
            </label>
            <p className="muted">{t('portal.bank.codeHint')}</p>
            <p className="actions"><button type="submit">{t('portal.bank.save')}</button></p>
          </form>
        </>
      )}
    </PortalShell>
  );
}
