/** An SKF timing part is listed for the makes of the group its number names. */
import { makeOutsideSkfGroup, skfGroupCars, skfGroupInNumber } from './skf-make-groups';

const fitted = (...makes: string[]) => makes.map((make, id) => ({ id, car: { make } }));

test('a kit numbered in the VW group is listed for the VW group\'s cars, not for a Ford of the same engine', () => {
  expect(skfGroupCars('Zahnriemensatz', 'VKMA §###', fitted('VW', 'Skoda', 'Ford', 'Audi')).map((model) => model.car.make)).toEqual(['VW', 'Skoda', 'Audi']);
  expect(skfGroupCars('Zahnriemensatz mit Wasserpumpe', 'VKMC §###', fitted('Peugeot', 'Citroën', 'Volvo', 'Ford', 'DS')).map((model) => model.car.make)).toEqual(['Peugeot', 'Citroën', 'DS']);
  expect(skfGroupCars('Spannrolle', 'VKM ¶###', fitted('Renault', 'Dacia', 'Nissan')).map((model) => model.car.make)).toEqual(['Renault', 'Dacia']);
});

test('the check reads the group off the number: VKMA 01470 on a Ford, VKMC 07994 on a Peugeot are outside it', () => {
  expect(skfGroupInNumber('VKMA 01470')).toEqual({ code: '01', pulley: false });
  expect(skfGroupInNumber('VKM 11120')).toEqual({ code: '11', pulley: true });
  expect(skfGroupInNumber('VKBA 6855')).toBeUndefined();
  expect(makeOutsideSkfGroup('Zahnriemensatz', 'VKMA 01470', ['VW', 'Ford'])).toBe('Ford');
  expect(makeOutsideSkfGroup('Zahnriemensatz mit Wasserpumpe', 'VKMC 07994', ['Volvo', 'Peugeot'])).toBe('Peugeot');
  expect(makeOutsideSkfGroup('Zahnriemensatz', 'VKMA 01470', ['VW', 'Seat', 'Skoda'])).toBeUndefined();
  expect(makeOutsideSkfGroup('Spannrolle', 'VKM 16601', ['BMW'])).toBe('BMW');
});
