import { engineLaunchYear, typeStartByEngine } from './engine-launches';

describe('a type is dated from its engine\'s launch', () => {
  it('dates the Compass 1.5 T4 e-Hybrid from 2022, not from the Compass\'s 2017', () => {
    expect(typeStartByEngine('Jeep', 'Compass', '1.5 Turbo T4', 2017, null)).toBe(2022);
    expect(typeStartByEngine('Jeep', 'Compass', '1.6 MultiJet II', 2017, null)).toBe(2017);
  });

  it('dates the Transit Custom EcoBlue Hybrid, the Velar D200 MHEV and the XC60 B4/B5 from their engines', () => {
    expect(typeStartByEngine('Ford', 'Transit Custom', 'Transit Custom 2.0 EcoBlue Hybrid', 2012, 2023)).toBe(2019);
    expect(typeStartByEngine('Land Rover', 'Range Rover Velar', 'Range Rover Velar D200 MHEV', 2017, null)).toBe(2020);
    expect(typeStartByEngine('Volvo', 'XC60', 'XC60 B4 AWD', 2017, null)).toBe(2019);
    expect(engineLaunchYear('Volvo', 'XC40', 'XC40 B4 FWD')).toBe(2020);
    expect(engineLaunchYear('Volvo', 'XC60', 'XC60 T6 AWD')).toBeNull();
  });

  it('dates the Macan I types of the list from the 2021 facelift whose engines they carry, the Macan T from 2022, never from 2014', () => {
    expect(typeStartByEngine('Porsche', 'Macan I', 'Macan T', 2014, 2024, 1984, 'petrol')).toBe(2022);
    expect(typeStartByEngine('Porsche', 'Macan I', 'Macan GTS', 2014, 2024, 2894, 'petrol')).toBe(2021);
    expect(typeStartByEngine('Porsche', 'Macan I', 'Macan', 2014, 2024, 1984, 'petrol')).toBe(2021);
  });

  it('dates the Trafic III 2.0 dCi from the 2019 facelift, the list naming it "Trafic" only: its 2014-2019 vans had the 1.6 dCi', () => {
    expect(typeStartByEngine('Renault', 'Trafic', 'Trafic', 2014, null, 1997)).toBe(2019);
    expect(typeStartByEngine('Renault', 'Trafic', 'Trafic', 2014, null, 1598)).toBe(2014);
    expect(engineLaunchYear('Renault', 'Master', 'Master', 1997)).toBeNull();
  });

  it('keeps a type begun after its engine, and one whose own years end before the launch', () => {
    expect(typeStartByEngine('Land Rover', 'Range Rover', 'Range Rover SWB D350 MHEV', 2022, null)).toBe(2022);
    expect(typeStartByEngine('Volvo', 'XC60', 'XC60 B5 AWD', 2015, 2017)).toBe(2015);
  });

  it('dates the Swift Sport mild hybrid from 2020, never from the generation\'s 2017: the 2018 Sport was a petrol without it', () => {
    expect(typeStartByEngine('Suzuki', 'Swift', 'Swift Sport', 2017, 2024, 1373, 'hybrid')).toBe(2020);
    expect(typeStartByEngine('Suzuki', 'Swift', 'Swift Sport', 2017, 2024, 1373, 'petrol')).toBe(2017);
    expect(engineLaunchYear('Suzuki', 'Swift', 'Swift 1.2 DUALJET HYBRID AVANTAGE', 1197, 'hybrid')).toBeNull();
  });

  it('dates the Tipo 1.5 Firefly hybrid from 2022 and the 1.0 Firefly from 2020, the Santa Fe hybrids from 2020 and 2021', () => {
    expect(typeStartByEngine('Fiat', 'Tipo', 'Tipo SW 1.5 Firefly', 2016, null, 1469, 'hybrid')).toBe(2022);
    expect(typeStartByEngine('Fiat', 'Tipo', 'Tipo 1.0 Firefly', 2016, null, 999, 'petrol')).toBe(2020);
    expect(typeStartByEngine('Fiat', 'Tipo', 'Tipo 1.6 multijet', 2016, null, 1598, 'diesel')).toBe(2016);
    expect(typeStartByEngine('Hyundai', 'Santa FE', 'Santa FE 1.6 T-GDi Hybrid', 2018, 2024)).toBe(2020);
    expect(typeStartByEngine('Hyundai', 'Santa FE', 'Santa FE 1.6 T-GDi Plug-in', 2018, 2024)).toBe(2021);
  });

  it('dates the XC40 plug-ins and the electric XC40 from 2020, never from the XC40\'s 2017: it came as a petrol and diesel car', () => {
    expect(typeStartByEngine('Volvo', 'XC40', 'XC40 T5 TWIN ENGINE', 2017, null, 1477, 'plugin-hybrid')).toBe(2020);
    expect(typeStartByEngine('Volvo', 'XC40', 'XC40 TWIN ENGINE', 2017, null, 0, 'electric')).toBe(2020);
    expect(typeStartByEngine('Volvo', 'XC40', 'XC40 T2', 2017, null, 1477, 'petrol')).toBe(2017);
  });

  it('dates electrified versions listed under an older generation from their own launch, and keeps the generation\'s petrol and diesel cars', () => {
    expect(typeStartByEngine('Jeep', 'Compass', '1.3 GSE PHEV', 2017, null, 1332, 'plugin-hybrid')).toBe(2020);
    expect(typeStartByEngine('Kia', 'RIO', 'RIO 1.0 T-GDi', 2017, null, 998, 'hybrid')).toBe(2020);
    expect(typeStartByEngine('Kia', 'RIO', 'RIO 1.0 T-GDi', 2017, null, 998, 'petrol')).toBe(2017);
    expect(typeStartByEngine('Land Rover', 'Range Rover Evoque', 'Range Rover Evoque P300e Hybrid PHEV', 2019, null, 1498, 'plugin-hybrid')).toBe(2020);
    expect(typeStartByEngine('Peugeot', '508', '508 PSE Hybrid PHEV', 2018, null, 1598, 'plugin-hybrid')).toBe(2021);
    expect(typeStartByEngine('Porsche', 'Taycan', 'Taycan 4S CROSS TURISMO', 2019, null, 0, 'electric')).toBe(2021);
    expect(typeStartByEngine('Porsche', 'Taycan', 'Taycan 4S', 2019, null, 0, 'electric')).toBe(2019);
    expect(typeStartByEngine('Lamborghini', 'Aventador', 'Aventador Countach', 2011, 2022, 6498, 'hybrid')).toBe(2021);
    expect(engineLaunchYear('BMW', '3er G20', '330e', 1998, 'plugin-hybrid')).toBeNull();
  });
  it('dates the Transit Custom 2.0 EcoBlue from 2016 and the Marco Polo and V 300 d (OM654) from 2019, never from their generations\' start', () => {
    expect(typeStartByEngine('Ford', 'Transit Custom', 'Transit Custom 2.0 EcoBlue', 2012, 2023, 1995, 'diesel')).toBe(2016);
    expect(typeStartByEngine('Ford', 'Tourneo Custom', 'Tourneo Custom 2.0 Ecoblue', 2012, 2023, 1995, 'diesel')).toBe(2016);
    expect(typeStartByEngine('Ford', 'Transit Custom', 'Transit Custom 2.0 EcoBlue Hybrid', 2012, 2023, 1995, 'diesel-hybrid')).toBe(2019);
    expect(typeStartByEngine('Ford', 'Tourneo Connect II', 'Tourneo Connect 1.5 EcoBlue', 2014, 2022, 1499, 'diesel')).toBe(2018);
    expect(typeStartByEngine('Ford', 'Focus', 'Focus 1.0 EcoBoost', 2011, 2018, 999, 'petrol')).toBe(2011);
    expect(typeStartByEngine('Mercedes-Benz', 'Marco Polo', 'Marco Polo Horizon 300 d', 2014, null, 1950, 'diesel')).toBe(2019);
    expect(typeStartByEngine('Mercedes-Benz', 'V-Klasse', 'V 300 d', 2014, null, 1950, 'diesel')).toBe(2019);
    expect(typeStartByEngine('Mercedes-Benz', 'Vito Tourer', 'Vito Tourer 124 CDI', 2014, null, 1950, 'diesel')).toBe(2019);
    // The list's V 250 d and Vito 116 CDI have the OM654's 1,950 cm³: the facelift's, not the 2014 vans' OM651.
    expect(typeStartByEngine('Mercedes-Benz', 'V-Klasse', 'V 250 d', 2014, null, 1950, 'diesel')).toBe(2019);
    expect(typeStartByEngine('Mercedes-Benz', 'Vito Tourer', 'Vito Tourer 116 CDI', 2014, null, 1950, 'diesel')).toBe(2019);
    expect(typeStartByEngine('Mercedes-Benz', 'V-Klasse', 'V 250 d', 2014, null, 2143, 'diesel')).toBe(2014);
  });

  it('dates the 1.5 BlueHDi, 1.3 TCe, Firefly, 1.5 TSI, DPi and 1.0 IG-T types from their engines', () => {
    expect(typeStartByEngine('Opel', 'Grandland X', 'Grandland X', 2017, 2021, 1499, 'diesel')).toBe(2018);
    expect(typeStartByEngine('Renault', 'Koleos', 'Koleos', 2016, 2023, 1332, 'petrol')).toBe(2019);
    expect(typeStartByEngine('Renault', 'Espace V', 'Espace', 2015, 2023, 1997, 'diesel')).toBe(2018);
    expect(typeStartByEngine('Fiat', '500X', '500X 1.0 FireFly', 2014, null, 999, 'petrol')).toBe(2018);
    expect(typeStartByEngine('Jeep', 'Renegade', '1.0 Turbo T3', 2014, null, 999, 'petrol')).toBe(2018);
    expect(typeStartByEngine('Seat', 'Ateca', 'Ateca 1.5 TSI', 2016, null, 1498, 'petrol')).toBe(2018);
    expect(typeStartByEngine('Kia', 'Picanto', 'Picanto 1.0 DPi', 2017, null, 998, 'petrol')).toBe(2020);
    expect(typeStartByEngine('Kia', 'Picanto', 'Picanto 1.0 T-GDi', 2017, null, 998, 'petrol')).toBe(2017);
    expect(typeStartByEngine('Nissan', 'Micra', 'Micra Ig-T', 2017, 2023, 999, 'petrol')).toBe(2019);
  });

  it('dates the Arteon Shooting Brake and the Arteon R from the 2020 facelift: the 2017 Arteon was the fastback alone', () => {
    expect(typeStartByEngine('VW', 'Arteon', 'Arteon SB 2.0 TDI', 2017, null, 1968, 'diesel')).toBe(2020);
    expect(typeStartByEngine('VW', 'Arteon', 'Arteon SB R 2.0 TSI', 2017, null, 1984, 'petrol')).toBe(2020);
    expect(typeStartByEngine('VW', 'Arteon', 'Arteon R 2.0 TSI', 2017, null, 1984, 'petrol')).toBe(2020);
    expect(typeStartByEngine('VW', 'Arteon', 'Arteon 2.0 TDI', 2017, null, 1968, 'diesel')).toBe(2017);
  });

  it('dates the types the list names by their model only from their own engine or version, not from the generation', () => {
    // The Lodgy's 1.3 TCe 130 (petrol and LPG) came in 2019, its Blue dCi 95 and 115 in 2018; the 2012 Lodgy had other engines.
    expect(typeStartByEngine('Dacia', 'Lodgy', 'Lodgy', 2012, 2022, 1332, 'petrol', 96)).toBe(2019);
    expect(typeStartByEngine('Dacia', 'Lodgy', 'Lodgy', 2012, 2022, 1332, 'lpg', 96)).toBe(2019);
    expect(typeStartByEngine('Dacia', 'Lodgy', 'Lodgy', 2012, 2022, 1461, 'diesel', 85)).toBe(2018);
    // The Cayenne Coupé from 2019, its GTS from 2020, the Turbo GT from 2021; the Cayenne and Cayenne Turbo of the 2017 launch keep 2017.
    expect(typeStartByEngine('Porsche', 'Cayenne', 'Cayenne Coupe GTS', 2017, null, 3996, 'petrol', 338)).toBe(2020);
    expect(typeStartByEngine('Porsche', 'Cayenne', 'Cayenne Turbo GT', 2017, null, 3996, 'petrol', 471)).toBe(2021);
    expect(typeStartByEngine('Porsche', 'Cayenne', 'Cayenne Turbo', 2017, null, 3996, 'petrol', 404)).toBe(2017);
    expect(typeStartByEngine('Porsche', 'Cayenne', 'Cayenne', 2017, null, 2995, 'petrol', 250)).toBe(2017);
  });

  it('tells a later, stronger version by its power where the list names neither ("A110" of 185, 215 or 221 kW)', () => {
    expect(engineLaunchYear('Alpine', 'A110', 'A110', 1798, 'petrol', 185)).toBeNull();
    expect(engineLaunchYear('Alpine', 'A110', 'A110', 1798, 'petrol', 215)).toBe(2019);
    expect(engineLaunchYear('Alpine', 'A110', 'A110', 1798, 'petrol', 221)).toBe(2022);
    expect(engineLaunchYear('Toyota', 'Aygo', 'Aygo 1.0 VVT-i MT', 998, 'petrol', 53)).toBe(2018);
    // An Arteon R-Line is a trim of the 2017 car, not the Arteon R.
    expect(engineLaunchYear('VW', 'Arteon', 'Arteon R-Line 2.0 TDI', 1968, 'diesel', 110)).toBeNull();
    expect(engineLaunchYear('VW', 'Arteon', 'Arteon SB 2.0 TDI', 1968, 'diesel', 110)).toBe(2020);
  });
});

test('the list\'s 200 kW GLE 300 d with its starter-generator is the 2023 facelift\'s; the 350 de plug-in is the GLE\'s of 2019', () => {
  expect(typeStartByEngine('Mercedes-Benz', 'GLE', 'GLE 300 d 4MATIC', 2019, null, 1993, 'diesel-hybrid', 200)).toBe(2023);
  expect(typeStartByEngine('Mercedes-Benz', 'GLE', 'GLE 350 de 4MATIC', 2019, null, 1950, 'plugin-hybrid', 143)).toBe(2019);
});

test('the Ignis\'s 61 kW DualJet Hybrid (with the CVT) is the 2020 facelift\'s; the 2016 Ignis had the 66 kW engine, its SHVS hybrid manual only', () => {
  for (const name of ['Ignis 1.2 DUALJET HYBRID AUTO (CVT)', 'Ignis 1.2 HYBRID', 'Ignis 1.2 DUALJET HYBRID ALLGRIP', 'Ignis 1.2 DUALJET HYBRID']) {
    expect(typeStartByEngine('Suzuki', 'Ignis', name, 2016, null, 1197, 'hybrid', 61)).toBe(2020);
  }
  expect(typeStartByEngine('Suzuki', 'Ignis', 'Ignis 1.2 DUALJET SHVS', 2016, null, 1242, 'hybrid', 66)).toBe(2016);
  expect(typeStartByEngine('Suzuki', 'Ignis', 'Ignis 1.2 DUALJET', 2016, null, 1242, 'petrol', 66)).toBe(2016);
});
