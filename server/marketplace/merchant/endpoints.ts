/** GET /merchant/items?page=&pageSize=: the merchant feed's items for the request's edition and delivery country. */
import { ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { requestContext } from '../session';
import { countMerchantItems, merchantItems } from './repository';

export const merchantEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /merchant/items'], async ({ query, headers, db }) => {
    const { page, pageSize } = query;
    const { langNo, deliveryCountry } = requestContext(headers);
    const [total, items] = await Promise.all([
      countMerchantItems(db.kysely, deliveryCountry),
      merchantItems(db.kysely, langNo, deliveryCountry, (page - 1) * pageSize, pageSize),
    ]);
    return ok({ page, pageSize, total, pageCount: Math.ceil(total / pageSize), complete: true, items });
  }),
];
