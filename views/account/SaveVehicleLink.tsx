/**
 * "Save vehicle" for a chosen model, for the vehicle pages: only in editions with accounts and
 * when the vehicle is not saved yet. A plain link: the save path asks signed-out visitors to sign in.
 */
import { useShop } from '../context';

export function SaveVehicleLink({ modelId, saved = false }: { modelId: string; saved?: boolean }) {
  const { t, link, edition } = useShop();
  if (!edition.accounts || saved) return null;
  return <a className="save-vehicle-link" href={link('SaveVehicle', { modelId })}>{t('account.save.link')}</a>;
}
