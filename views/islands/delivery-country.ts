/** Delivery-country choice: a supported, different code is stored and the page reloads. */
import { COOKIES, isDeliveryCountry } from '../../locales/editions';

export type CountryChoice = 'ignored' | 'unchanged' | 'changed';

export function chooseDeliveryCountry(code: string, current: string): CountryChoice {
  if (!isDeliveryCountry(code)) return 'ignored';
  if (code.toUpperCase() === current.toUpperCase()) return 'unchanged';
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIES.deliveryCountry}=${code.toUpperCase()}; path=/; max-age=31536000; SameSite=Strict${secure}`;
  window.location.reload();
  return 'changed';
}
