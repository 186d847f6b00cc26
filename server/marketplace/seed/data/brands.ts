/**
 * Demo part brands: "Name|article number pattern|product groups". Pattern: # digit, A letter,
 * anything else literal. Groups are the category roots' icon keys; a brand makes parts there only.
 */
export const BRANDS: string[] = [
  'Bosch|0 986 ### ###|filter,brake,spark,electric,light,fuel,body,tools',
  'Mann-Filter|AA ###/#|filter', 'Mahle|OC ###|filter,engine,cooling', 'Knecht|LX ####|filter',
  'Hengst|E###H D###|filter', 'UFI|##.###.##|filter', 'Purflux|L###|filter', 'K&N|##-####|filter',
  'ATE|##.####-####.#|brake', 'Brembo|##.A###.##|brake', 'TRW|DF####|brake,suspension', 'Textar|########|brake',
  'Ferodo|FDB####|brake', 'Jurid|######J|brake', 'Zimmermann|###.####.##|brake', 'Mintex|MDC####|brake',
  'Sachs|### ###|suspension,clutch', 'Bilstein|##-######|suspension', 'Monroe|G####|suspension', 'KYB|######|suspension',
  'Lemförder|## ### ##|suspension', 'Moog|AA-AA-#####|suspension', 'Meyle|###-###-####|suspension,brake,cooling,engine',
  'Febi Bilstein|#####|suspension,engine,cooling,electric,body,brake', 'SWAG|## ## ####|suspension,engine,body',
  'Topran|###-###|suspension,engine,body,cooling', 'Ruville|######|engine,suspension', 'SKF|VKBA ####|suspension,engine',
  'FAG|### #### ##|suspension', 'INA|### #### ##|engine,clutch', 'LuK|### #### ##|clutch', 'Valeo|######|clutch,electric,light,cooling,body',
  'Gates|K####XS|engine,cooling', 'Continental|CT####K#|engine', 'Dayco|KTB###|engine', 'Contitech|#PK####|engine',
  'Elring|###.###|engine', 'Victor Reinz|##-#####-##|engine', 'Corteco|######|engine,suspension',
  'NGK|####|spark,engine', 'Beru|ZS###|spark', 'Champion|OE###|spark', 'Denso|DK##|spark,electric,cooling,fuel,engine',
  'Delphi|HDF###|fuel,engine,electric,brake', 'Pierburg|#.#####.##.#|engine,fuel,cooling', 'Hella|#AA ### ###-###|light,electric,cooling,engine',
  'Osram|####|light,tools', 'Philips|#####AA|light,tools', 'Magneti Marelli|############|light,electric,exhaust,fuel',
  'Nissens|#####|cooling', 'Behr|AA ### ###|cooling', 'NRF|#####|cooling', 'Walker|#####|exhaust',
  'Bosal|###-###|exhaust', 'Eberspächer|##.###.##.###|exhaust,cooling', 'HJS|## ## ####|exhaust',
  'Varta|### ### ###|electric', 'Exide|EA###|electric', 'Banner|### ##|electric', 'Vemo|V##-##-####|electric,cooling,engine',
  'Vaico|V##-####|filter,engine,body', 'Blue Print|ADV#####|filter,brake,suspension,engine', 'Metzger|#######|electric,engine,body',
  'Castrol|######|oil', 'Liqui Moly|####|oil,tools', 'Mobil|######|oil', 'Shell|#########|oil', 'Total|######|oil',
  'Motul|######|oil', 'Fuchs|#########|oil', 'Ravenol|#######|oil', 'Valvoline|######|oil',
  'Hazet|####-#|tools', 'Gedore|#######|tools', 'Sonax|### ###|tools', 'Heyner|######|tools', 'SWF|######|body',
  'Blic|####-##-#######P|body', 'Van Wezel|#######|body', 'Prasco|AA#######|body', 'Klokkerholm|#######|body',
];

/** Real-sounding independent parts shops: "Name|home country". */
export const SHOPS: string[] = [
  'Autoteile Meyer|DE', 'Teilehaus Schneider|DE', 'Kfz-Teile Krause|DE', 'ProParts Hamburg|DE', 'Ersatzteilwelt|DE',
  'Autoteile Nord|DE', 'Bremsen-Profi|DE', 'Werkstattbedarf Huber|DE', 'Motorsport Becker|DE', 'Teile-Express 24|DE',
  'Autoparts Wien|AT', 'Kfz Gruber|AT', 'Recambios García|ES', 'AutoRecambios Levante|ES', 'Recambios Norte|ES',
  'Pièces Auto Dubois|FR', 'Garage Lefèvre Pièces|FR', 'AutoPièces Lyon|FR', 'Équipement Auto Martin|FR',
  'Ricambi Rossi|IT', 'AutoRicambi Milano|IT', 'Ricambi Bianchi|IT', 'Onderdelen De Vries|NL', 'AutoDeal Utrecht|NL',
  'Parts4Cars Europe|NL', 'EuroParts Direct|BE', 'Autodíly Praha|CZ', 'CarParts Polska|PL',
];
