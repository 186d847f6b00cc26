/**
 * The shops' API's status doors (declared in doors.ts with the rest of the shop-facing order API,
 * orders/shop-doors.ts): a step as JSON, or the steps of a CSV one row after the other, each handed
 * to the one step every channel takes (shop-order-step.ts). A refund a step owed was recorded with
 * it; the sender sends it now, outside the call.
 */
import type { Request, Response } from 'express';
import type { Database } from '../db/connection';
import { shopStepAnswer, shopStepRequest, shopStepRows, shopStepsAnswer, type ShopCaller, type TakenRow } from '../orders';
import { refundsRequested } from '../refunds';
import { shopOrderStep } from './shop-order-step';

type Services = { db: Database };

/** POST /shop-orders/{shopId}/orders/{number}/status: one step of one part. */
export const setShopOrderStep = ({ db }: Services) => async (req: Request, res: Response, { shopId }: ShopCaller) => {
  const asked = shopStepRequest(req, res);
  if (!asked) return;
  const outcome = await shopOrderStep(db.kysely, shopId, asked.number, asked.update);
  if (outcome.ok && outcome.changed) refundsRequested();
  shopStepAnswer(res, asked.number, outcome);
};

/** POST /shop-orders/{shopId}/status: the steps of a CSV, one row after the other. */
export const setShopOrderSteps = ({ db }: Services) => async (req: Request, res: Response, { shopId }: ShopCaller) => {
  const rows = shopStepRows(req, res);
  if (!rows) return;
  // One row after the other, as the shop listed them: a later row may move the same order on.
  const taken: TakenRow[] = [];
  for (const row of rows) taken.push('error' in row ? row : { line: row.line, order: row.order, outcome: await shopOrderStep(db.kysely, shopId, row.order, row.update) });
  if (taken.some((row) => 'outcome' in row && row.outcome.ok)) refundsRequested();
  shopStepsAnswer(res, taken);
};
