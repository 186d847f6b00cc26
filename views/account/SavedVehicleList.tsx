/** The saved vehicles, each a link to its catalogue and a remove button (a POST form). */
import { useShop } from '../context';
import { engineTemplates, powerText } from '../engine-facts';

export interface SavedVehicleEntry {
  id: string;
  name: string;
  href: string;
  ps?: number;
  kw?: number;
  /** kw is an electric motor's 30-minute power: the power text says so. */
  kwThirtyMinutes?: boolean;
  yearStart?: number;
  yearEnd?: number;
}

function details({ t, locale }: Pick<ReturnType<typeof useShop>, 't' | 'locale'>, vehicle: SavedVehicleEntry): string {
  const parts: string[] = [];
  if (vehicle.ps !== undefined && vehicle.kw !== undefined) parts.push(powerText(locale, engineTemplates(t), vehicle));
  if (vehicle.yearStart !== undefined) parts.push(`${vehicle.yearStart}–${vehicle.yearEnd ?? ''}`);
  return parts.join(' · ');
}

export function SavedVehicleList({ vehicles }: { vehicles: SavedVehicleEntry[] }) {
  const shop = useShop();
  const { t, link } = shop;
  return (
    <ul className="saved-vehicles">
      {vehicles.map((vehicle) => (
        <li key={vehicle.id} className="saved-vehicle">
          <a className="saved-vehicle-name" href={vehicle.href}>{vehicle.name}</a>
          <span className="saved-vehicle-details">{details(shop, vehicle)}</span>
          <form method="post" action={link('SavedVehicles', {})}>
            <input type="hidden" name="action" value="remove" />
            <input type="hidden" name="modelId" value={vehicle.id} />
            <button type="submit" className="link-button" aria-label={t('account.vehicles.removeLabel', { name: vehicle.name })}>{t('account.vehicles.remove')}</button>
          </form>
        </li>
      ))}
    </ul>
  );
}
