/** What the shop-page screen shows again after one of its forms was refused: its status and the form as typed. */
import type { ShopPageNotices } from '../../../views/portal/ShopPageSettings';
import type { ScreenActionResult } from '../back-office/screen';

export type ShopPageOutcome = { status: number } & Partial<ShopPageNotices>;

export type ShopPageFormResult = Promise<ScreenActionResult<ShopPageOutcome>>;

/** A staff member or a key's holder sent it: the shop page is the owner's. */
export const ownersOnly = (message: string): ScreenActionResult<ShopPageOutcome> => ({ kind: 'outcome', outcome: { status: 403, problem: { field: 'form', message } } });
