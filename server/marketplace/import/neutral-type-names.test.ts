/** Listed type names in the trade's neutral form: no French sales words, one spelling per type, the litre figure of the capacity. */
import { displacementAgainstCcm, frenchTypeWords, neutralTypeName } from './neutral-type-names';

test('French trim words give way: essence, BVA, BVR, vitré, court, places and doors, année-modèle', () => {
  expect(neutralTypeName('RIO 1.0 essence T-GDi', 998)).toBe('RIO 1.0 T-GDi');
  expect(neutralTypeName('XF D200 AWD BVA', 1998)).toBe('XF D200 AWD');
  expect(neutralTypeName('Mustang Fastback 5.0 V8 - BVA', 5038)).toBe('Mustang Fastback 5.0 V8');
  expect(neutralTypeName('i10 1.0 BVR 4PL', 998)).toBe('i10 1.0');
  expect(neutralTypeName('Transporter 6.1 vitré L1 CARAVELLE Confortline Court / Carat Court 2.0 TDI', 1968)).toBe('Transporter 6.1 L1 CARAVELLE 2.0 TDI');
  expect(neutralTypeName('Vito Tourer court 116 CDI', 1950)).toBe('Vito Tourer 116 CDI');
  expect(neutralTypeName('Aygo 1.0 VVT-i MT Citadine 5P x-play / x-look / x-clusiv', 998)).toBe('Aygo 1.0 VVT-i MT');
  expect(neutralTypeName('Defender 110 P400e HYBRIDE RECHARGEABLE PHEV 5 PL', 1997)).toBe('Defender 110 P400e Plug-in Hybrid PHEV');
  expect(neutralTypeName('Nouveau Range Rover LWB P530 7PL', 4395)).toBe('Range Rover LWB P530');
  expect(neutralTypeName('CX-60 (AM 2022 & 2023) e-SKYACTIV PHEV', 2488)).toBe('CX-60 e-SKYACTIV PHEV');
  expect(neutralTypeName('e-NIRO Moteur électrique', 0)).toBe('e-NIRO');
  expect(frenchTypeWords('Transporter 6.1 vitré L1 Court 2.0 TDI')).toEqual(['vitré', 'Court']);
  expect(frenchTypeWords('Golf 2.0 TDI 4MOTION')).toEqual([]);
  expect(frenchTypeWords('Model 3 Long Range AWD')).toEqual([]);
});

test('twins of one type spelled two ways become one spelling', () => {
  expect(neutralTypeName('AMG CLA 35 4 MATIC', 1991)).toBe(neutralTypeName('AMG CLA 35 4MATIC', 1991));
  expect(neutralTypeName('Niro HEV 1.6 essence Gdi', 1580)).toBe(neutralTypeName('Niro HEV 1.6 essence GDi', 1580));
  expect(neutralTypeName('Niro Phev 1.6 GDi', 1580)).toBe('Niro PHEV 1.6 GDi');
  expect(neutralTypeName('DS9 e-tense', 1598)).toBe('DS9 E-Tense');
  expect(neutralTypeName('S60 TWIN ENGINEFWD', 1969)).toBe('S60 TWIN ENGINE FWD');
  expect(neutralTypeName('Macan T II', 1984)).toBe('Macan T');
});

test('a name\'s litre figure is its capacity\'s: the 1598 cm³ "508 2.0 PureTech" is the 1.6', () => {
  expect(displacementAgainstCcm('508 2.0 PureTech', 1598)).toBe(true);
  expect(neutralTypeName('508 2.0 PureTech', 1598)).toBe('508 1.6 PureTech');
  expect(displacementAgainstCcm('Megane 1.5 dCi', 1461)).toBe(false);
  expect(displacementAgainstCcm('Transporter 6.1 L1 2.0 TDI', 1968)).toBe(false);
  expect(displacementAgainstCcm('Taycan 4S', 0)).toBe(false);
});

test('the Traveler and the Traveller of one engine are one type, spelled as Peugeot spells it', () => {
  expect(neutralTypeName('Traveler 2.0 BlueHDi FAP S&S', 1997)).toBe('Traveller 2.0 BlueHDi FAP S&S');
});
