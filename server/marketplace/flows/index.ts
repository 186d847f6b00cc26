/**
 * Flows: the steps that span domains, each one file read top to bottom, calling the domains' faces
 * in order (scripts/lint/table-owners.cjs says which domain writes which table). They stand above
 * the domains: no domain imports them; the composition and the process entries do.
 * The face: what the composition and the process entries use.
 */
export { flowEndpoints } from './endpoints';
export { anonymiseExpired, anonymiseOrders, startAnonymising } from './anonymise-past-retention';
export { erasePersonalData, exportPersonalData } from './personal-data-access';
export { closeMonth } from './close-month';
export { withdraw } from './handle-withdrawal';
export { placeOrder, type PlaceContext } from './place-order';
export { setShopOrderStep, setShopOrderSteps } from './shop-order-doors';
export { shopOrderStep } from './shop-order-step';
