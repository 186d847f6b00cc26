/**
 * The shopper's chosen vehicle, kept in a cookie so the server renders it on every page
 * (docs/decisions/0124-chosen-vehicle-cookie.md): the model id only, for a year, renewed
 * whenever a model is picked again; removed by the shopper's own POST (vehicle-forget.ts).
 */
import type { Request, Response } from 'express';
import { COOKIES } from '../../../locales/editions';

export const VEHICLE_COOKIE_DAYS = 365;
/** Stored models are numbered; anything else in the cookie names no vehicle and is ignored. */
const MODEL_ID = /^\d{1,9}$/;

export function isStoredModelId(value: unknown): value is string {
  return typeof value === 'string' && MODEL_ID.test(value);
}

/** The model id the cookie holds, if it is well-formed. */
export function chosenModelIdOf(req: Request): string | undefined {
  const value: unknown = req.cookies?.[COOKIES.vehicle];
  return isStoredModelId(value) ? value : undefined;
}

const options = (req: Request) => ({ path: '/', sameSite: 'lax' as const, httpOnly: true, secure: req.secure });

export function rememberVehicle(req: Request, res: Response, modelId: string): void {
  res.cookie(COOKIES.vehicle, modelId, { ...options(req), maxAge: VEHICLE_COOKIE_DAYS * 86_400_000 });
}

export function forgetVehicle(req: Request, res: Response): void {
  res.clearCookie(COOKIES.vehicle, options(req));
}
