/** Who collects a payment method's money: one rule, kept with the contract so mails and pages read it too. */
export { collectorOf, type Collector } from '../../../contract/collector';
