/**
 * The "remove vehicle" form's target: clears the vehicle cookie and sends the shopper back to a
 * same-site path (303, so a reload does not post again). Cross-site posts are refused before this
 * (security/same-origin.ts).
 */
import express, { type RequestHandler } from 'express';
import { safeReturnTo } from './return-to';
import { forgetVehicle } from './vehicle-cookie';

export { FORGET_VEHICLE_PATH } from '../../../views/layout/ForgetVehicleForm';

export function forgetVehiclePost(): RequestHandler {
  const body = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 5 });
  return (req, res, next) => {
    body(req, res, (error?: unknown) => {
      if (error) return next(error);
      const form = (req.body ?? {}) as Record<string, unknown>;
      forgetVehicle(req, res);
      res.set('cache-control', 'no-store').redirect(303, safeReturnTo(form.returnTo, '/'));
    });
  };
}
