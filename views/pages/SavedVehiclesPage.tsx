/** Mein Spareo: the saved vehicles of the signed-in user. */
import type { AccountNotice } from '../account/types';
import { AccountMessages } from '../account/AccountMessages';
import { SavedVehicleList, type SavedVehicleEntry } from '../account/SavedVehicleList';
import { SignOutForm } from '../account/SignOutForm';
import { useShop } from '../context';

export interface SavedVehiclesPageProps {
  email: string;
  vehicles: SavedVehicleEntry[];
  notice?: AccountNotice;
  formError?: string;
}

const FAILURES: ReadonlySet<AccountNotice> = new Set(['notSaved']);

export function SavedVehiclesPage({ email, vehicles, notice, formError }: SavedVehiclesPageProps) {
  const { t, link } = useShop();
  const alerts = [...(formError ? [t('account.error.vehicle')] : []), ...(notice && FAILURES.has(notice) ? [t(`account.notice.${notice}`)] : [])];
  const statuses = notice && !FAILURES.has(notice) ? [t(`account.notice.${notice}`)] : [];
  return (
    <section className="account">
      <div className="account-head">
        <h1>{t('account.vehicles.heading')}</h1>
        <p className="account-user">{t('account.login.signedInAs', { email })}</p>
        <SignOutForm />
      </div>
      <nav className="account-nav" aria-label={t('account.nav')}>
        <a href={link('Orders', {})}>{t('account.orders.link')}</a>
      </nav>
      <AccountMessages alerts={alerts} statuses={statuses} />
      {vehicles.length ? (
        <SavedVehicleList vehicles={vehicles} />
      ) : (
        <div className="account-empty">
          <p>{t('account.vehicles.empty')}</p>
          <a className="button" href={link('AllVehicles', {})}>{t('account.vehicles.choose')}</a>
        </div>
      )}
    </section>
  );
}
