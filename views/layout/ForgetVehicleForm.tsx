/**
 * Removes the shopper's chosen vehicle: a plain same-origin POST form, so it works with and without
 * JavaScript; the server clears the vehicle cookie and returns the shopper (server/web/visitor/vehicle-forget.ts).
 */
import { REMEMBERED_VEHICLE_KEY } from '../islands/vehicle-panel/remembered-key';
import type { LayoutData } from './types';

/** One path in every edition, like the consent form's: a POST target, never a page. */
export const FORGET_VEHICLE_PATH = '/vehicle/forget';

export function ForgetVehicleForm({ forget }: { forget: NonNullable<NonNullable<LayoutData['vehicle']>['forget']> }) {
  return (
    <form className="vehicle-forget" method="post" action={FORGET_VEHICLE_PATH} data-forget-storage={REMEMBERED_VEHICLE_KEY}>
      <input type="hidden" name="returnTo" value={forget.returnTo} />
      <button type="submit" aria-label={forget.label} title={forget.label}>
        <span aria-hidden="true">×</span>
      </button>
    </form>
  );
}
