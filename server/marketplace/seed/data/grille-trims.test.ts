/** Grilles by trim: an electric version with its own front takes none of the combustion models' grille. */
import { grilleTrimOf } from './grille-trims';

test('the e-208, e-2008, ë-C4 and Kona Elektro take a front of their own, not the petrol model\'s black grille', () => {
  const electric = [['Peugeot', 'Peugeot 208 II (P21)', 'e-208 (100 kW)'], ['Peugeot', 'Peugeot 2008 II (P24)', 'e-2008 (115 kW)'], ['Citroën', 'Citroën C4 III', 'ë-C4 (100 kW)'], ['Hyundai', 'Hyundai Kona I (OS)', 'Kona Elektro 64 kWh'], ['Hyundai', 'Hyundai Kona II (SX2)', 'Kona Elektro 65 kWh']] as const;
  for (const [make, generation, typeName] of electric) {
    expect(grilleTrimOf({ make, generation, typeName, fuel: 'electric' })).toBe('electric');
    expect(grilleTrimOf({ make, generation, typeName: '1.2 PureTech 100', fuel: 'petrol' })).toBe('base');
  }
  // A generation built electric only keeps its one front.
  expect(grilleTrimOf({ make: 'VW', generation: 'VW ID.3', typeName: 'Pro', fuel: 'electric' })).toBe('base');
});
