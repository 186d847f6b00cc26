/**
 * The shop's balance: what its closed settlements owe it and no payout has paid yet (less what it
 * owes, carried), what is pending since the last close (an estimate), the payouts made (the day,
 * the amount, the account masked, sent or confirmed by the bank) and the next payout day. Amounts
 * and days in the member's language.
 */
import type { Translate } from '../../locales/i18n';
import type { Locale } from '../../locales/editions';
import type { ShopBalanceView } from '../../contract/calls/settlements';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { formatPrice } from '../context';
import { PortalShell } from './PortalShell';

export interface BalancePageProps {
  t: Translate;
  lang: Locale;
  shopName: string;
  /** Null for staff and a key's holder: money is the owners'. */
  balance: ShopBalanceView | null;
}

/** A day (YYYY-MM-DD) or a moment, as the day alone in the reader's words. */
const dayText = (lang: Locale, day: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(day.length === 10 ? `${day}T12:00:00Z` : day));

/** A settlement's month (YYYY-MM) in words: "Oktober 2026", "octobre 2026". */
const monthText = (lang: Locale, month: string) => new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));

export function BalancePage({ t, lang, shopName, balance }: BalancePageProps) {
  const money = (cents: number) => formatPrice(cents, lang);
  return (
    <PortalShell t={t} lang={lang} title={t('payouts.balance.title')} shopName={shopName} current="balance">
      <h1>{t('payouts.balance.title')}</h1>
      {!balance ? <p className="problem" role="alert">{t('portal.ownersOnly')}</p> : (
        <>
          <div className="home-grid balance-figures">
            <section className="card" data-balance>
              <h2>{t('payouts.balance.balance')}</h2>
              <p className="figure"><strong>{money(balance.balanceCents)}</strong></p>
              <p className="muted">{t('payouts.balance.balanceHint', { owed: money(balance.owedCents), carried: money(balance.carriedCents) })}</p>
            </section>
            <section className="card" data-next>
              <h2>{t('payouts.balance.next')}</h2>
              <p className="figure"><strong>{dayText(lang, balance.nextPayoutDay)}</strong></p>
              <p className="muted">{t('payouts.balance.nextHint')}</p>
            </section>
            <section className="card" data-pending>
              <h2>{t('payouts.balance.pending')}</h2>
              <p className="figure"><strong>{money(balance.pendingCents)}</strong></p>
              <p className="muted">{t('payouts.balance.pendingHint', { count: balance.pendingParts })}</p>
            </section>
          </div>
          <section data-paid>
            <h2>{t('payouts.balance.paid')}</h2>
            {balance.paid.length === 0 ? <p className="muted">{t('payouts.balance.nonePaid')}</p> : (
              <table className="report">
                <thead><tr><th>{t('payouts.balance.sentOn')}</th><th>{t('payouts.balance.month')}</th><th className="num">{t('payouts.balance.amount')}</th><th>{t('payouts.balance.account')}</th><th>{t('payouts.balance.state')}</th></tr></thead>
                <tbody>
                  {balance.paid.map((p) => (
                    <tr key={p.settlementId}>
                      <td data-label={t('payouts.balance.sentOn')}>{dayText(lang, p.sentAt)}</td>
                      <td data-label={t('payouts.balance.month')}>{monthText(lang, p.month)}</td>
                      <td data-label={t('payouts.balance.amount')} className="num">{money(p.amountCents)}</td>
                      <td data-label={t('payouts.balance.account')}><code>{p.account}</code></td>
                      <td data-label={t('payouts.balance.state')}>{p.state === 'confirmed' && p.confirmedAt ? t('payouts.state.confirmedOn', { day: dayText(lang, p.confirmedAt) }) : t(`payouts.state.${p.state}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <p><a href={PORTAL_PATHS.settlements}>{t('payouts.balance.settlements')}</a> · <a href={PORTAL_PATHS.bankAccount}>{t('payouts.balance.bankAccount')}</a></p>
          </section>
        </>
      )}
    </PortalShell>
  );
}
