/** Sign-out is a POST (a link could be triggered by another site). */
import { useShop } from '../context';

export function SignOutForm() {
  const { t, link } = useShop();
  return (
    <form className="account-signout" method="post" action={link('Login', {})}>
      <input type="hidden" name="action" value="signOut" />
      <button type="submit" className="link-button">{t('account.signOut')}</button>
    </form>
  );
}
