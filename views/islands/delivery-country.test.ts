/** chooseDeliveryCountry: unsupported ignored, same unchanged, different stored (SameSite strict, path /) and reloaded. */
import { chooseDeliveryCountry } from './delivery-country';

let cookie = '';
const reload = jest.fn();
beforeEach(() => {
  cookie = '';
  reload.mockClear();
  Object.assign(globalThis, {
    window: { location: { protocol: 'http:', reload } },
    document: { set cookie(value: string) { cookie = value; } },
  });
});

test('unsupported codes are ignored', () => {
  expect(chooseDeliveryCountry('US', 'DE')).toBe('ignored');
  expect(cookie).toBe('');
  expect(reload).not.toHaveBeenCalled();
});

test('the same country changes nothing', () => {
  expect(chooseDeliveryCountry('de', 'DE')).toBe('unchanged');
  expect(cookie).toBe('');
});

test('a different supported country is stored and the page reloads', () => {
  expect(chooseDeliveryCountry('AT', 'DE')).toBe('changed');
  expect(cookie).toMatch(/^spareo_delivery_country=AT; path=\/;.*SameSite=Strict/);
  expect(reload).toHaveBeenCalledTimes(1);
});
