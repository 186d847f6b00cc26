/** Island texts come from locales/resources/<lang>/islands.json, added to the props on the server. */
import type { ShopContextValue } from '../context';
import type { Texts } from '../hydration';

export function islandTexts(shop: ShopContextValue | null, key: string): Texts {
  if (!shop) return {};
  const value = shop.t(`islands.${key}`, { returnObjects: true }) as unknown;
  return value && typeof value === 'object' ? (value as Texts) : {};
}
