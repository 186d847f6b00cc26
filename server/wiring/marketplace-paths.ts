/**
 * The paths the load balancer sends to wherever the marketplace runs, beside the web app: the
 * shops' software, the payment provider and browsers (the shop's files) reach them directly, never
 * through the web tier's pages. Read from the marketplace's table of doors (its 'balancer' doors),
 * so the load balancer's configuration is checked against the doors themselves; the upload forms
 * go to the web tier, which relays them (contract/form-doors.ts).
 */
export { BALANCER_DOOR_PREFIXES as PATHS_BESIDE_THE_SHOP } from '../marketplace/doors';
