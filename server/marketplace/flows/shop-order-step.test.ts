/**
 * A shop's step on its part is taken in one place (shop-order-step.ts) whichever channel it comes
 * through, and the steps that settle a withdrawal or a return are flows: the shops' API's status
 * doors and the portal's step are the flows' own, nothing else in the server calls the state
 * machine or the settling flows, and the orders domain no longer reaches into refunds, invoices,
 * the ledger or the mail for those steps.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CALLS } from '../../../contract/calls/index';
import { MARKETPLACE_DOORS } from '../doors';
import { portalEndpoints } from '../portal';
import { flowEndpoints, setShopOrderStep, setShopOrderSteps } from './index';

const SERVER = path.join(__dirname, '..', '..');
const ORDERS = path.join(__dirname, '..', 'orders');

/** Every source file under a folder, tests left out. */
function sources(folder: string): string[] {
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)).map((file) => path.join(folder, file));
}

/** The files that call a function by name, relative to the server folder. */
const callersOf = (name: string) => sources(SERVER).filter((file) => new RegExp(`(?<!function )\\b${name}\\(`).test(fs.readFileSync(file, 'utf8')))
  .map((file) => path.relative(SERVER, file).split(path.sep).join('/')).sort();

test('the shops\' API\'s two status doors are the flows\' handlers', () => {
  const handlerOf = (doorPath: string) => MARKETPLACE_DOORS.find((door) => door.method === 'POST' && door.prefix === '/shop-orders' && door.path === doorPath)?.handler;
  expect(handlerOf('/:shopId/orders/:number/status')).toBe(setShopOrderStep);
  expect(handlerOf('/:shopId/status')).toBe(setShopOrderSteps);
});

test('the portal\'s step on a part is answered by a flow\'s endpoint, not the portal\'s', () => {
  const call = CALLS['POST /portal/orders/:number/status'];
  expect(flowEndpoints.filter((endpoint) => endpoint.call === call)).toHaveLength(1);
  expect(portalEndpoints.filter((endpoint) => endpoint.call === call)).toHaveLength(0);
});

test('every channel\'s door hands the step to shop-order-step.ts, the one caller of the state machine and of the settling flows', () => {
  expect(callersOf('shopOrderStep')).toEqual(['marketplace/flows/endpoints.ts', 'marketplace/flows/shop-order-doors.ts']);
  expect(callersOf('setShopOrderStatus')).toEqual(['marketplace/flows/shop-order-step.ts']);
  expect(callersOf('settleWithdrawal')).toEqual(['marketplace/flows/shop-order-step.ts']);
  expect(callersOf('agreeReturn')).toEqual(['marketplace/flows/shop-order-step.ts']);
});

test('the orders domain credits, refunds, posts and mails nothing for a withdrawal\'s settlement', () => {
  const orders = sources(ORDERS).map((file) => [path.basename(file), fs.readFileSync(file, 'utf8')] as const);
  // The refund's credit note, the withdrawal's ledger posting and the return's credit note are the flows'.
  for (const [file, text] of orders) expect({ file, names: ['creditRefund', 'creditWithdrawal', 'refund:withdrawal:'].filter((name) => text.includes(name)) }).toEqual({ file, names: [] });
  const steps = fs.readFileSync(path.join(ORDERS, 'return-steps.ts'), 'utf8');
  expect([...steps.matchAll(/from '\.\.\/([\w-]+)/g)].map((match) => match[1])).toEqual(['db']);
});
