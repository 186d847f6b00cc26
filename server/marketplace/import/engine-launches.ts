/**
 * Engines launched after their generation began. The trade's type lists sometimes date such a type
 * from its generation's start; a counter dates a car by its engine, so a plate, a key or a part list
 * of the generation's first years never names an engine not yet built. Each entry is the engine's
 * market launch (maker's press release of the launch model year).
 */
import { listSeriesKey } from './list-generations';

/**
 * engine: the type's name spells it; ccm: its displacement tells it where the list names the type by its model only ("Trafic");
 * fuel: the type's fuel tells a mild hybrid from the petrol of one name ("Swift Sport"); kw: its power tells an engine's later,
 * stronger version where the list names neither engine nor version ("A110" of 185, 215 or 221 kW).
 */
interface EngineLaunch { make: string; generation?: RegExp; engine?: RegExp; ccm?: number; fuel?: string; kw?: number; since: number }

const LAUNCHES: readonly EngineLaunch[] = [
  // Types the French list names by their model only ("Lodgy", "A110", "Cayenne GTS"), which the import would date from the
  // generation's launch: each from its own engine's or version's market launch (the makers' press releases).
  // Dacia Lodgy: the 1.3 TCe 130 (H5H, petrol and LPG) from 2019, the Blue dCi 95 and 115 (K9K Euro 6d) from late 2018; the 2012
  // Lodgy had the 1.2 TCe 115, the 1.6 MPI and the dCi 90 and 110.
  { make: 'Dacia', generation: /^Lodgy$/, ccm: 1332, since: 2019 },
  { make: 'Dacia', generation: /^Lodgy$/, ccm: 1461, since: 2018 },
  // Porsche Cayenne (E3, 2017): the Coupé from 2019, the GTS (4.0 V8, Cayenne and Coupé) from 2020, the Turbo GT from 2021.
  { make: 'Porsche', generation: /^Cayenne$/, engine: /\bTurbo GT\b/i, since: 2021 },
  { make: 'Porsche', generation: /^Cayenne$/, engine: /\bGTS\b/i, since: 2020 },
  { make: 'Porsche', generation: /^Cayenne$/, engine: /\bCoup[eé]\b/i, fuel: 'petrol', since: 2019 },
  // Porsche 911 (992, 2019): the Carrera and Carrera S from 2019, the Turbo, Turbo S and Targa from 2020, the GTS and GT3 from 2021.
  { make: 'Porsche', generation: /^911$/, engine: /\b(?:GTS|GT3)\b/i, since: 2021 },
  { make: 'Porsche', generation: /^911$/, engine: /\b(?:TURBO|TARGA)\b/i, since: 2020 },
  // Porsche 718 (2016): the Cayman GT4 and Boxster Spyder (4.0 flat-six) from 2019, the GTS 4.0 from 2020, the GT4 RS from 2021.
  { make: 'Porsche', generation: /^(?:Boxster|Cayman)$/, engine: /\bGT4 RS\b/i, since: 2021 },
  { make: 'Porsche', generation: /^(?:Boxster|Cayman)$/, engine: /\bGTS\b/i, ccm: 3995, since: 2020 },
  { make: 'Porsche', generation: /^(?:Boxster|Cayman)$/, engine: /\b(?:GT4|SPYDER)\b/i, since: 2019 },
  // Porsche Panamera (971, 2016): the Sport Turismo and the 4 E-Hybrid from 2017, the facelift's Turbo S (463 kW) and 4S E-Hybrid from 2020.
  { make: 'Porsche', generation: /^Panamera$/, engine: /\b4S E-Hybrid\b/i, since: 2020 },
  { make: 'Porsche', generation: /^Panamera$/, engine: /\bTurbo S$/i, since: 2020 },
  { make: 'Porsche', generation: /^Panamera$/, engine: /\b(?:SPORT TURISMO|E-HYBRID)\b/i, since: 2017 },
  // Porsche Taycan: the 4S and Turbo S from 2019, the rear-driven Taycan and the GTS from 2021.
  { make: 'Porsche', generation: /^Taycan$/, engine: /^Taycan(?: GTS)?$/i, since: 2021 },
  // Alpine A110 (2017): 185 kW at launch, the A110 S of 215 kW from 2019, the 221 kW S and GT from 2022.
  { make: 'Alpine', generation: /^A110$/, kw: 215, since: 2019 },
  { make: 'Alpine', generation: /^A110$/, kw: 221, since: 2022 },
  // BMW: the M5 Competition from 2018, the X4 M from 2019, the 8er's 840i, Gran Coupé and Cabriolet from 2019, the X2 M35i
  // from 2019, the 4er Gran Coupé (G26) and the i4 from 2021.
  { make: 'BMW', generation: /^M5$/, engine: /Competition/i, since: 2018 },
  { make: 'BMW', generation: /^X4$/, engine: /\bX4 M\b/i, since: 2019 },
  { make: 'BMW', generation: /^8er$/, engine: /\b840i\b|Gran Coup|Cabrio/i, since: 2019 },
  { make: 'BMW', generation: /^X2$/, engine: /\bM35i\b/i, since: 2019 },
  { make: 'BMW', generation: /^4er$/, fuel: 'electric', since: 2021 },
  { make: 'BMW', generation: /^4er$/, engine: /Gran Coup/i, since: 2021 },
  // Mini Clubman F54 and Countryman F60: the John Cooper Works of 225 kW (306 PS) from 2019 (before, 170 kW).
  { make: 'Mini', engine: /John Cooper Works/i, kw: 225, since: 2019 },
  // Lamborghini Aventador: the SVJ from 2018, the Ultimae from 2021. Ferrari: the 812 GTS from 2019, the 812 Competizione from 2021,
  // the Portofino M from 2020, the SF90 Spider from 2020.
  { make: 'Lamborghini', generation: /^Aventador$/, engine: /Ultimae/i, since: 2021 },
  { make: 'Lamborghini', generation: /^Aventador$/, engine: /\bSVJ\b/i, since: 2018 },
  { make: 'Ferrari', generation: /^812$/, engine: /Competizione/i, since: 2021 },
  { make: 'Ferrari', generation: /^812$/, engine: /\bGTS\b/i, since: 2019 },
  { make: 'Ferrari', generation: /^Portofino$/, engine: /Portofino M\b/i, since: 2020 },
  { make: 'Ferrari', generation: /^SF90$/, engine: /Spider/i, since: 2020 },
  // Maserati's Ghibli trims (GT, Modena, Trofeo) came with model year 2022 (2021).
  { make: 'Maserati', generation: /^Ghibli$/, engine: /\bModena\b/i, since: 2021 },
  // Jaguar F-Pace SVR (5.0 V8) from 2019.
  { make: 'Jaguar', generation: /^F-Pace$/, engine: /\bSVR\b/i, since: 2019 },
  // Land Rover Defender (L663, 2020): the P400e plug-in from 2021.
  { make: 'Land Rover', generation: /^Defender$/, fuel: 'plugin-hybrid', since: 2021 },
  // Ford Mustang VI: the 5.0 V8 of 330 kW (450 PS) came with the 2018 facelift (before, 310 kW); the Puma ST (1.5 EcoBoost) from 2020.
  { make: 'Ford', generation: /^Mustang$/, ccm: 5038, kw: 330, since: 2018 },
  { make: 'Ford', generation: /^Puma$/, ccm: 1496, since: 2020 },
  // Stellantis' 1.6 MultiJet of 96 kW (130 PS, Euro 6d) replaced the 88 kW one in the 500X, Renegade and Compass in 2018, in the Tipo
  // with its 2020 facelift.
  { make: 'Fiat', generation: /^Tipo/i, ccm: 1598, fuel: 'diesel', kw: 96, since: 2020 },
  { make: 'Fiat', generation: /^500X$/, ccm: 1598, fuel: 'diesel', kw: 96, since: 2018 },
  { make: 'Jeep', generation: /^(?:Renegade|Compass)$/, ccm: 1598, fuel: 'diesel', kw: 96, since: 2018 },
  // Toyota Aygo: the 1.0 VVT-i of 53 kW (72 PS) came with the 2018 facelift (before, 51 kW).
  { make: 'Toyota', generation: /^Aygo$/, ccm: 998, kw: 53, since: 2018 },
  // Kia's Smartstream 1.5 T-GDi replaced the 1.4 T-GDi in the Ceed family (Proceed, Xceed) in 2021.
  { make: 'Kia', generation: /^(?:Proceed|Xceed|Ceed)$/i, ccm: 1482, since: 2021 },
  // Hyundai i20 N from 2021.
  { make: 'Hyundai', generation: /^I 20$/i, engine: /\bi20 N\b/i, since: 2021 },
  // SsangYong Tivoli facelift (2019): the 1.2 T-GDi and the 1.6 e-XDi of 100 kW (136 PS); before, the 1.6 e-XGi and the 85 kW diesel.
  { make: 'SsangYong', generation: /^Tivoli$/, ccm: 1197, since: 2019 },
  { make: 'SsangYong', generation: /^Tivoli$/, ccm: 1597, kw: 100, since: 2019 },
  // The 1.5 BlueHDi (DV5) replaced the 1.6 BlueHDi in the SpaceTourer, Traveller and DS 7 Crossback in 2018.
  { make: 'Citroën', generation: /^Space Tourer$/, ccm: 1499, since: 2018 },
  { make: 'Peugeot', generation: /^Traveller$/, ccm: 1499, since: 2018 },
  { make: 'DS', generation: /^DS 7 Crossback$/, ccm: 1499, since: 2018 },
  // Renault Koleos II: the Blue dCi 185 (2.0, 135 kW) came with the 2019 facelift (before, the 2.0 dCi 175 of 130 kW).
  { make: 'Renault', generation: /^Koleos$/, ccm: 1997, kw: 135, since: 2019 },
  // Skoda Kodiaq facelift (2021): the RS as a 2.0 TSI of 180 kW and the 2.0 TDI of 147 kW (before, the RS's bi-turbo TDI and 140 kW).
  { make: 'Skoda', generation: /^Kodiaq$/, engine: /\bRS\b/, since: 2021 },
  { make: 'Skoda', generation: /^Kodiaq$/, ccm: 1968, kw: 147, since: 2021 },
  // VW Arteon facelift (2020, VW press release June 2020): the Shooting Brake (the list's "Arteon SB"), the 235 kW
  // Arteon R, the eHybrid and the 2.0 TDI of 147 kW; the 2017 Arteon was the fastback alone, so a key of 2017-2019 is
  // never the estate's. An "R-Line" is a trim of the 2017 car.
  { make: 'VW', generation: /^Arteon$/, engine: /\b(?:SB|R)\b(?!-)/, since: 2020 },
  { make: 'VW', generation: /^Arteon$/, fuel: 'plugin-hybrid', since: 2020 },
  { make: 'VW', generation: /^Arteon$/, ccm: 1968, kw: 147, since: 2020 },
  // VW ID.3: the Pro Performance of the 2020 launch, the Pro (107 kW) and the Pro S (77 kWh) from 2021.
  { make: 'VW', generation: /^ID\.3$/, engine: /\bPro S\b/i, since: 2021 },
  { make: 'VW', generation: /^ID\.3$/, kw: 107, since: 2021 },
  // Audi: the Q3 Sportback from 2019, the SQ2 from 2019.
  { make: 'Audi', generation: /^Q3$/, engine: /Sportback/i, since: 2019 },
  { make: 'Audi', generation: /^Q2$/, engine: /\bSQ2\b/i, since: 2019 },
  // Stellantis 1.5 T4 e-Hybrid (48 V) in Renegade and Compass: Jeep press release, model year 2022.
  { make: 'Jeep', engine: /^1\.5 Turbo T4\b/i, since: 2022 },
  // Ford 2.0 EcoBlue Hybrid (48 V) in the Transit and Tourneo Custom: Ford of Europe, 2019.
  { make: 'Ford', generation: /Custom/i, engine: /EcoBlue Hybrid/i, since: 2019 },
  // Ford's EcoBlue diesels: the 2.0 in the Transit and Tourneo Custom from 2016 (their 2012-2016 vans ran the 2.2 TDCi),
  // the 1.5 in the Tourneo Connect from its 2018 facelift (before it, the 1.5 and 1.6 TDCi).
  { make: 'Ford', engine: /\b1\.5 EcoBlue\b/i, since: 2018 },
  { make: 'Ford', engine: /EcoBlue/i, since: 2016 },
  // Mercedes' OM654 four-cylinder diesel (1,950 cm³) came to the V-Klasse, Marco Polo and Vito with the 2019 facelift, in every
  // power (V 220 d to 300 d, Vito 114 to 124 CDI); the 2014 vans of those names had the OM651 (2,143 cm³), at most 140 kW.
  { make: 'Mercedes-Benz', generation: /^(?:V-Klasse|Marco Polo|Vito Tourer)$/, ccm: 1950, since: 2019 },
  // Volvo's B4/B5/B6 mild hybrids: XC90 and XC60 from model year 2020 (2019), XC40 from 2020.
  { make: 'Volvo', generation: /^XC40/i, engine: /\bB[3-6]\b/, since: 2020 },
  { make: 'Volvo', engine: /\bB[3-6]\b/, since: 2019 },
  // The SPA plug-ins (volvo-designations.ts): the T6 Twin Engine (S60, V60, XC60) and the 223/233 kW T8 Twin Engine from 2019,
  // the T6 and T8 Recharge with the 107 kW rear motor from mid-2022.
  { make: 'Volvo', generation: /^(?:S60|V60|S90|V90|XC60|XC90)$/i, engine: /\bT[68] Recharge\b/i, since: 2022 },
  { make: 'Volvo', generation: /^(?:S60|V60|S90|V90|XC60|XC90)$/i, engine: /\bT[68] Twin Engine\b/i, since: 2019 },
  // The XC40 came in 2017 as a petrol and diesel car: its T4/T5 Twin Engine plug-ins (later "Recharge") and its electric
  // Recharge P6/P8 (the list's electric "Twin Engine") came in 2020 (Volvo press releases).
  { make: 'Volvo', generation: /^XC40/i, fuel: 'plugin-hybrid', since: 2020 },
  { make: 'Volvo', generation: /^XC40/i, fuel: 'electric', since: 2020 },
  // JLR's Ingenium 48 V mild hybrids: Evoque II and Discovery Sport (2019), Velar, Discovery, F-Pace and E-Pace model year 2021 (2020).
  { make: 'Land Rover', generation: /Velar|^Discovery$/i, engine: /MHEV/i, since: 2020 },
  { make: 'Jaguar', engine: /MHEV/i, since: 2020 },
  { make: 'Land Rover', engine: /MHEV/i, since: 2019 },
  // Stellantis' 1.5 BlueHDi (DV5) replaced the 1.6 BlueHDi in the Crossland X and Grandland X in 2018.
  { make: 'Opel', generation: /^(?:Crossland|Grandland)/, ccm: 1499, fuel: 'diesel', since: 2018 },
  // Renault's 1.3 TCe (H5Ht) came to the Talisman and Koleos in 2018 and 2019, the 2.0 Blue dCi to the Espace and Talisman in 2018
  // (Renault press releases); before, the 1.6 TCe and the 1.6 dCi.
  { make: 'Renault', generation: /^Talisman$/, ccm: 1332, since: 2018 },
  { make: 'Renault', generation: /^Koleos$/, ccm: 1332, since: 2019 },
  { make: 'Renault', generation: /^(?:Espace V|Talisman)$/, ccm: 1997, since: 2018 },
  // The Firefly turbo petrols (1.0 T3, 1.3 T4) replaced the 1.4 MultiAir in the 500X, Renegade and Compass in 2018.
  { make: 'Fiat', generation: /^500X$/, engine: /FireFly/i, since: 2018 },
  { make: 'Jeep', engine: /Turbo T3|GSE T4/i, since: 2018 },
  // VW's 1.5 TSI evo came to the Ateca, Kodiaq and Q2 (as the 35 TFSI) in 2018, in place of the 1.4 TSI.
  { make: 'Seat', generation: /^Ateca$/, ccm: 1498, fuel: 'petrol', since: 2018 },
  { make: 'Skoda', generation: /^Kodiaq$/, ccm: 1498, fuel: 'petrol', since: 2018 },
  { make: 'Audi', generation: /^Q2$/, ccm: 1498, fuel: 'petrol', since: 2018 },
  // Hyundai-Kia's Smartstream DPi petrols came with the Picanto's and Rio's 2020 facelifts.
  { make: 'Kia', engine: /\bDPi\b/, since: 2020 },
  // The Micra's 1.0 IG-T (HR10DET) replaced the 0.9 IG-T in 2019.
  { make: 'Nissan', generation: /^Micra$/, ccm: 999, since: 2019 },
  // Renault Trafic III: the 1.6 dCi (R9M) from its 2014 launch; the 2.0 Blue dCi (M9R) came with the facelift, Renault press release, 2019.
  { make: 'Renault', generation: /^Trafic$/i, ccm: 1997, since: 2019 },
  // Suzuki Swift Sport: the 1.4 Boosterjet petrol from the 2018 launch, its 48 V mild hybrid from 2020 (Suzuki press release).
  { make: 'Suzuki', generation: /^Swift/i, engine: /\bSport\b/i, fuel: 'hybrid', since: 2020 },
  // Suzuki Ignis (MF, 2016): the 1.2 DualJet of 66 kW (90 PS), its SHVS mild hybrid with the manual gearbox only; the 61 kW
  // (83 PS) DualJet Hybrid, the one with the CVT, came with the 2020 facelift (Suzuki press release).
  { make: 'Suzuki', generation: /^Ignis$/i, fuel: 'hybrid', kw: 61, since: 2020 },
  // Fiat Tipo: the 1.0 Firefly three-cylinder replaced the 1.4 in 2020, the 1.5 Firefly 48 V mild hybrid came in 2022 (Fiat press releases).
  { make: 'Fiat', generation: /^Tipo/i, engine: /\b1\.5 Firefly\b/i, since: 2022 },
  { make: 'Fiat', generation: /^Tipo/i, engine: /\b1\.0 Firefly\b/i, since: 2020 },
  // Lexus RX IV (AL20): the RX 450h from the 2015 launch, the long seven-seat RX 450hL from 2018 (Lexus press release).
  { make: 'Lexus', generation: /^RX\b/i, engine: /\b450hL\b/i, since: 2018 },
  // Hyundai Santa Fe IV: the 1.6 T-GDi hybrid came with the 2020 facelift, the plug-in hybrid in 2021 (Hyundai press releases).
  { make: 'Hyundai', generation: /^Santa Fe/i, engine: /T-GDi Plug-in/i, since: 2021 },
  { make: 'Hyundai', generation: /^Santa Fe/i, engine: /T-GDi Hybrid/i, since: 2020 },
  // Electrified versions the French list names under a generation launched earlier as a petrol and diesel car, each from
  // its own market launch (the makers' press releases): a plate or key of the generation's first years never names them.
  { make: 'Audi', generation: /^Q3$/, fuel: 'plugin-hybrid', since: 2020 },
  // BMW's 48 V mild hybrids came to the six- and four-cylinder engines in 2020; the X5 xDrive45e in 2019.
  { make: 'BMW', generation: /^(?:X4|X5|X6|8er)$/, fuel: 'diesel-hybrid', since: 2020 },
  { make: 'BMW', generation: /^(?:X4|X5|X6|8er)$/, fuel: 'hybrid', since: 2020 },
  { make: 'BMW', generation: /^X5$/, fuel: 'plugin-hybrid', since: 2019 },
  // Stellantis vans: the electric SpaceTourer and Traveller from 2020, the electric Combo Life and Rifter from 2021.
  { make: 'Citroën', generation: /^Space Tourer$/, fuel: 'electric', since: 2020 },
  { make: 'Peugeot', generation: /^Traveller$/, fuel: 'electric', since: 2020 },
  { make: 'Opel', generation: /^Combo$/, fuel: 'electric', since: 2021 },
  { make: 'Peugeot', generation: /^Rifter$/, fuel: 'electric', since: 2021 },
  { make: 'DS', generation: /^DS 7 Crossback$/, fuel: 'plugin-hybrid', since: 2019 },
  // The 508 Hybrid from 2020, the 508 PSE from 2021.
  { make: 'Peugeot', generation: /^508$/, engine: /\bPSE\b/, fuel: 'plugin-hybrid', since: 2021 },
  { make: 'Peugeot', generation: /^508$/, fuel: 'plugin-hybrid', since: 2020 },
  // The Galaxy and S-MAX 2.5 full hybrid of 2021.
  { make: 'Ford', generation: /^(?:Galaxy|S-MAX)$/, fuel: 'hybrid', since: 2021 },
  // Jaguar's plug-ins (E-Pace P300e, F-Pace P400e, delivered from 2021) and the XE/XF D200 mild hybrids (model year 2021, from 2020).
  { make: 'Jaguar', fuel: 'plugin-hybrid', since: 2021 },
  { make: 'Jaguar', generation: /^X[EF]$/, fuel: 'diesel-hybrid', since: 2020 },
  // Jeep's 4xe plug-ins: Renegade and Compass from 2020, Wrangler from 2021.
  { make: 'Jeep', generation: /^(?:Compass|Renegade)$/, fuel: 'plugin-hybrid', since: 2020 },
  { make: 'Jeep', generation: /^Wrangler$/, fuel: 'plugin-hybrid', since: 2021 },
  // Kia's 48 V mild hybrids (Rio, Stonic, XCeed diesel) and the XCeed plug-in from 2020; the e-Niro from 2018.
  { make: 'Kia', generation: /^(?:RIO|Stonic|Xceed)$/, fuel: 'hybrid', since: 2020 },
  { make: 'Kia', generation: /^Xceed$/, fuel: 'diesel-hybrid', since: 2020 },
  { make: 'Kia', generation: /^Xceed$/, fuel: 'plugin-hybrid', since: 2020 },
  { make: 'Kia', generation: /^Niro I$/, fuel: 'electric', since: 2018 },
  // The Countach LPI 800-4 (2021) is a hybrid of its own on the Aventador's base, never a 2011 Aventador.
  { make: 'Lamborghini', generation: /^Aventador$/, engine: /Countach/i, since: 2021 },
  // Land Rover's P300e (Evoque, Discovery Sport) and the Velar P400e: 2020.
  { make: 'Land Rover', generation: /^(?:Discovery Sport|Range Rover Evoque|Range Rover Velar)$/, fuel: 'plugin-hybrid', since: 2020 },
  { make: 'Lexus', generation: /^UX$/, fuel: 'electric', since: 2020 },
  // The Mazda2 (DJ) M Hybrid came with the 2020 facelift.
  { make: 'Mazda', generation: /^2$/, fuel: 'hybrid', since: 2020 },
  { make: 'Mercedes-Benz', generation: /^AMG GT$/, fuel: 'plugin-hybrid', since: 2022 },
  // The GLE (V167) 300 d of 2019 is a 180 kW diesel; the list's 200 kW 300 d with the 48 V starter-generator (OM654M) is the 2023 facelift's.
  { make: 'Mercedes-Benz', generation: /^GLE$/, engine: /\b300 d\b/, fuel: 'diesel-hybrid', since: 2023 },
  { make: 'Mitsubishi', generation: /^Eclipse Cross$/, fuel: 'plugin-hybrid', since: 2021 },
  // The Leaf e+ (62 kWh) of 2019.
  { make: 'Nissan', generation: /^Leaf$/, engine: /\b62 ?kWh\b/i, since: 2019 },
  // Cayenne (E3) E-Hybrid from 2018, Turbo S E-Hybrid from 2019; Taycan Cross and Sport Turismo from 2021.
  { make: 'Porsche', generation: /^Cayenne$/, engine: /Turbo S/i, fuel: 'plugin-hybrid', since: 2019 },
  { make: 'Porsche', generation: /^Cayenne$/, fuel: 'plugin-hybrid', since: 2018 },
  { make: 'Porsche', generation: /^Taycan$/, engine: /Turismo/i, since: 2021 },
  // Macan (95B): the French list's types carry the 2021 facelift's engines (the Macan's 195 kW 2.0, the S's 280 kW and the
  // GTS's 324 kW 2.9 V6); the 2014 Macan had 185-294 kW engines of its own. The Macan T came in 2022 (Porsche press releases).
  { make: 'Porsche', generation: /^Macan/i, engine: /\bMacan T\b/i, since: 2022 },
  { make: 'Porsche', generation: /^Macan/i, since: 2021 },
  { make: 'Smart', generation: /^Forfour$/, fuel: 'electric', since: 2017 },
  { make: 'Suzuki', generation: /^Vitara$/, fuel: 'hybrid', since: 2020 },
];

/** The year a type's engine came to market, where it came after its generation began; else null. */
export function engineLaunchYear(make: string, generationName: string, engine: string, ccm?: number, fuel?: string, kw?: number): number | null {
  // A list series the catalogue names with its chassis codes is the list's series here (list-generations.ts).
  const generation = listSeriesKey(generationName);
  const launch = LAUNCHES.find((l) => l.make === make && (!l.generation || l.generation.test(generation)) && (!l.engine || l.engine.test(engine)) && (l.ccm === undefined || l.ccm === ccm) && (l.fuel === undefined || l.fuel === fuel)
    && (l.kw === undefined || l.kw === kw));
  return launch?.since ?? null;
}

/** A type's first year, no earlier than its engine's launch (unless the type's own years end before it). */
export function typeStartByEngine(make: string, generation: string, engine: string, typeStart: number, typeEnd: number | null, ccm?: number, fuel?: string, kw?: number): number {
  const since = engineLaunchYear(make, generation, engine, ccm, fuel, kw);
  if (since === null || since <= typeStart || (typeEnd !== null && typeEnd < since)) return typeStart;
  return since;
}
