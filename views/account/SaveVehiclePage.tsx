/** The save path: the vehicle and one button that saves it (POST), or a note that it is saved already. */
import { useShop } from '../context';
import { AccountMessages } from './AccountMessages';

export interface SaveVehiclePageProps {
  name: string;
  href: string;
  action: string;
  alreadySaved: boolean;
  /** The last save failed: the page shows the login hint. */
  failed: boolean;
}

export function SaveVehiclePage({ name, href, action, alreadySaved, failed }: SaveVehiclePageProps) {
  const { t, link } = useShop();
  return (
    <section className="account">
      <h1>{t('account.save.heading')}</h1>
      <AccountMessages alerts={failed ? [t('account.save.loginHint')] : []} statuses={alreadySaved ? [t('account.notice.alreadySaved')] : []} />
      <p className="account-vehicle"><a href={href}>{name}</a></p>
      {alreadySaved ? null : (
        <form method="post" action={action}>
          <button type="submit" className="button">{t('account.save.submit')}</button>
        </form>
      )}
      <p><a href={link('SavedVehicles', {})}>{t('account.vehicles.heading')}</a></p>
    </section>
  );
}
