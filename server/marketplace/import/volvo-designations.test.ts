import { volvoContradiction, volvoDesignation, volvoTradeType } from './volvo-designations';
import { nameContradiction } from './name-contradictions';

test('the French list\'s SPA plug-in rows take Volvo\'s designation, AWD and system power, with the version\'s years', () => {
  // "XC60 TWIN ENGINE FWD (253ch)": the 186 kW petrol of the T6 with the 65 kW rear motor.
  expect(volvoTradeType('XC60 TWIN ENGINE FWD', 'plugin-hybrid', 186, 28)).toEqual({ name: 'XC60 T6 Twin Engine AWD', fuel: 'plugin-hybrid', kw: 250, since: 2019, until: 2022 });
  // The same petrol with the 2022 107 kW rear motor is the T6 Recharge.
  expect(volvoTradeType('XC60 TWIN ENGINE FWD', 'plugin-hybrid', 186, 131.5)).toMatchObject({ name: 'XC60 T6 Recharge AWD', kw: 257, since: 2022, until: null });
  expect(volvoTradeType('XC60 T5', 'plugin-hybrid', 186, 28).name).toBe('XC60 T6 Twin Engine AWD');
  expect(volvoTradeType('V60 B4 FWD', 'plugin-hybrid', 223, 28)).toMatchObject({ name: 'V60 T8 Twin Engine AWD', kw: 288 });
  expect(volvoTradeType('XC90 TWIN ENGINE FWD', 'plugin-hybrid', 228, 131.5)).toMatchObject({ name: 'XC90 T8 Recharge AWD', kw: 335 });
  expect(volvoTradeType('XC90 T8 Twin Engine', 'plugin-hybrid', 233, 28)).toMatchObject({ name: 'XC90 T8 Twin Engine AWD Polestar Engineered', kw: 298 });
  // The XC40's T5 Twin Engine drives the front wheels: its name stays, its power is the system's.
  expect(volvoTradeType('XC40 T5 TWIN ENGINE', 'plugin-hybrid', 132, 30)).toMatchObject({ name: 'XC40 T5 Twin Engine', kw: 193 });
  expect(volvoTradeType('XC40 T5 TWIN ENGINE', 'plugin-hybrid', 143, 30)).toMatchObject({ name: 'XC40 T5 Twin Engine', kw: 193 });
});

test('a Volvo mild hybrid takes the B designation of its power; petrol, diesel and named B rows stay', () => {
  expect(volvoTradeType('XC60 T6 AWD', 'hybrid', 145)).toEqual({ name: 'XC60 B4 AWD', fuel: 'hybrid', kw: 145 });
  expect(volvoTradeType('V60 BT AWD', 'diesel-hybrid', 145).name).toBe('V60 B4 AWD');
  expect(volvoTradeType('S60 B4 FWD', 'hybrid', 120).name).toBe('S60 B3 FWD');
  expect(volvoTradeType('XC60 B5 AWD', 'diesel-hybrid', 180).name).toBe('XC60 B5 AWD');
  expect(volvoTradeType('XC40 T3', 'petrol', 120)).toEqual({ name: 'XC40 T3', fuel: 'petrol', kw: 120 });
});

test('a Volvo name contradicting its fuel, drive or power is told; Volvo\'s own names are not', () => {
  expect(volvoDesignation('XC90 T8 Twin Engine AWD')).toBe('T8 Twin Engine');
  expect(volvoContradiction('XC60 TWIN ENGINE FWD', 'plugin-hybrid', 223)).toMatch(/AWD/);
  expect(volvoContradiction('XC60 T6 AWD', 'hybrid', 145)).toMatch(/mild hybrids are the B/);
  expect(volvoContradiction('XC60 T5', 'plugin-hybrid', 186)).toMatch(/no plug-in/);
  expect(volvoContradiction('V60 B4 FWD', 'plugin-hybrid', 186)).toMatch(/no plug-in/);
  expect(volvoContradiction('XC40 B4 FWD', 'hybrid', 120)).toMatch(/145 kW, not 120/);
  expect(volvoContradiction('XC90 T8 Twin Engine', 'plugin-hybrid', 233)).toMatch(/not 233/);
  for (const [name, fuel, kw] of [['XC60 T6 Twin Engine AWD', 'plugin-hybrid', 250], ['XC60 T8 Recharge AWD', 'plugin-hybrid', 335], ['XC40 T5 Twin Engine', 'plugin-hybrid', 193],
    ['XC60 B4 AWD', 'diesel-hybrid', 145], ['XC40 T2', 'petrol', 95], ['S60 B3 FWD', 'hybrid', 120], ['XC40 Twin Motor', 'electric', 300]] as const) {
    expect(volvoContradiction(name, fuel, kw)).toBeNull();
  }
});

test('any make: a plug-in word on no plug-in, a BMW letter against the fuel and two drives in a name contradict the type', () => {
  expect(nameContradiction({ make: 'VW', name: '1.4 eHybrid', fuel: 'petrol', kw: 150 })).toMatch(/plug-in/);
  expect(nameContradiction({ make: 'VW', name: '1.4 eHybrid', fuel: 'plugin-hybrid', kw: 150 })).toBeNull();
  expect(nameContradiction({ make: 'BMW', name: '330e', fuel: 'petrol', kw: 185 })).toMatch(/plug-in/);
  expect(nameContradiction({ make: 'BMW', name: '320d', fuel: 'petrol', kw: 140 })).toMatch(/diesel/);
  expect(nameContradiction({ make: 'BMW', name: '320d', fuel: 'diesel', kw: 140 })).toBeNull();
  expect(nameContradiction({ make: 'Toyota', name: 'RAV4 2.5 Hybrid FWD 4x4', fuel: 'hybrid', kw: 160 })).toMatch(/front-wheel and all-wheel/);
  expect(nameContradiction({ make: 'Volvo', name: 'V90 TWIN ENGINE FWD', fuel: 'plugin-hybrid', kw: 228 })).toMatch(/AWD/);
});
