/**
 * Removing the chosen vehicle (the header's plain POST form) clears the server's cookie; the
 * browser's remembered vehicle goes with it, so no panel or dropdown offers it again afterwards.
 */
import { REMEMBERED_VEHICLE_KEY } from '../views/islands/vehicle-panel/remembered';

export function forgetRememberedVehicleOnRemoval(): void {
  document.addEventListener('submit', (event) => {
    if (!(event.target instanceof HTMLFormElement) || !event.target.matches('form.vehicle-forget')) return;
    try {
      localStorage.removeItem(REMEMBERED_VEHICLE_KEY);
    } catch {
      // Storage refused (private mode): nothing was remembered there either.
    }
  }, true);
}
