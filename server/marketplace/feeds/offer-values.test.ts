/** One offer's values as typed in the portal, read by the feeds' readers. */
import { readOfferValues } from './offer-values';

test.each([
  [{ price: '24,90', stock: '5', delivery: '2' }, { priceCents: 2490, stock: 5, deliveryDays: 2 }],
  [{ price: '1.249,50 €', stock: '> 50', delivery: '1-3 Werktage' }, { priceCents: 124_950, stock: 50, deliveryDays: 3 }],
  [{ price: '0,5', stock: '0', delivery: '0' }, { priceCents: 50, stock: 0, deliveryDays: 0 }],
])('%p is read as a feed reads it', (typed, values) => expect(readOfferValues(typed)).toEqual(values));

test.each([
  [{ price: '', stock: '5', delivery: '2' }, { field: 'price', problem: 'required' }],
  [{ price: '1.234', stock: '5', delivery: '2' }, { field: 'price', problem: 'ambiguous' }],
  [{ price: '-3', stock: '5', delivery: '2' }, { field: 'price', problem: 'negative' }],
  [{ price: '2000000', stock: '5', delivery: '2' }, { field: 'price', problem: 'tooLarge' }],
  [{ price: '3', stock: '-5', delivery: '2' }, { field: 'stock', problem: 'negative' }],
  [{ price: '3', stock: 'viele', delivery: '2' }, { field: 'stock', problem: 'notWhole' }],
  [{ price: '3', stock: '5', delivery: 'bald' }, { field: 'delivery', problem: 'notDays' }],
  [{ price: '3', stock: '5', delivery: '-2' }, { field: 'delivery', problem: 'notDays' }],
])('%p is refused with its field and reason', (typed, problem) => expect(readOfferValues(typed)).toEqual(problem));
