/**
 * The year a model name first came to market in Europe, for names the KBA register spells alone
 * (its trade-name spelling). The KBA hands out a make's type keys (TSN) in order, so the first key
 * of a name launched in a known year dates every key around it: the dating that places a pair's
 * generation when its trade name says only "GOLF". Facts as the makers announced the launches.
 */
export const NAMEPLATE_LAUNCHES: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  VW: [['NEW BEETLE', 1998], ['LUPO', 1998], ['TOURAN', 2003], ['FOX', 2005], ['GOLF PLUS', 2005], ['EOS', 2006], ['TIGUAN', 2007], ['SCIROCCO', 2008],
    ['AMAROK', 2010], ['UP!', 2011], ['BEETLE', 2011], ['GOLF SPORTSVAN', 2014], ['ARTEON', 2017], ['T-ROC', 2017], ['T-CROSS', 2019], ['TAIGO', 2021], ['TAYRON', 2024]],
  Audi: [['A2', 2000], ['Q7', 2006], ['A5', 2007], ['Q5', 2008], ['A1', 2010], ['A7', 2010], ['Q3', 2011], ['A1 SPORTBACK', 2012], ['A3 LIMOUSINE', 2013], ['SQ5', 2013],
    ['S1', 2014], ['Q2', 2016], ['SQ7', 2016], ['Q8', 2018], ['E-TRON', 2019], ['Q4 E-TRON', 2021]],
  Skoda: [['FABIA', 1999], ['ROOMSTER', 2006], ['YETI', 2009], ['CITIGO', 2011], ['RAPID', 2012], ['KODIAQ', 2016], ['KAROQ', 2017], ['KAMIQ', 2019], ['ENYAQ', 2021]],
  Seat: [['ALTEA', 2004], ['MII', 2011], ['ATECA', 2016], ['ARONA', 2017], ['TARRACO', 2018]],
  BMW: [['X3', 2003], ['X6', 2008], ['X1', 2009], ['ACTIVEHYBRID 3', 2012], ['ACTIVEHYBRID 5', 2012], ['M135I', 2012], ['I3', 2013], ['420D', 2013], ['X4', 2014], ['I8', 2014],
    ['220D', 2014], ['330E', 2016], ['M140I', 2016], ['M240I', 2016], ['530E', 2017], ['X2', 2018], ['IX3', 2020], ['I4', 2021]],
  // The A 45 AMG came only with the W176 of 2013, the EQE saloon in 2022, the CLE coupé and the
  // GLE's 450 d with the GLE's facelift in 2023.
  'Mercedes-Benz': [['B 180', 2005], ['GLK 220 CDI', 2008], ['A 45 AMG', 2013], ['GLA 200', 2014], ['GLC 220 D', 2015], ['GLB 200', 2019], ['EQC 400', 2019],
    ['EQE 350+', 2022], ['GLE 450 D', 2023], ['CLE 200', 2023]],
  // The Mini Coupé came in 2011.
  Mini: [['COOPER COUPE', 2011]],
  Opel: [['MERIVA', 2003], ['INSIGNIA', 2008], ['ASTRA SPORTS TOURER', 2010], ['ZAFIRA TOURER', 2011], ['AMPERA', 2012], ['ASTRA NOTCHBACK', 2012], ['ADAM', 2013], ['MOKKA', 2012],
    ['CASCADA', 2013], ['CORSA-E', 2014], ['VIVARO-B', 2014], ['KARL', 2015], ['MOKKA X', 2016], ['AMPERA-E', 2017], ['INSIGNIA GRAND SPORT', 2017], ['CROSSLAND X', 2017], ['GRANDLAND X', 2017]],
  Ford: [['C-MAX', 2003], ['S-MAX', 2006], ['KUGA', 2008], ['B-MAX', 2012], ['ECOSPORT', 2014], ['EDGE', 2016], ['PUMA', 2019]],
  Renault: [['MODUS', 2004], ['KOLEOS', 2008], ['FLUENCE', 2010], ['WIND', 2010], ['TWIZY', 2012], ['ZOE', 2012], ['CAPTUR', 2013], ['KADJAR', 2015], ['TALISMAN', 2015], ['ALASKAN', 2017],
    ['ARKANA', 2021], ['AUSTRAL', 2022]],
  Dacia: [['LOGAN', 2005], ['SANDERO', 2008], ['DUSTER', 2010], ['LODGY', 2012], ['DOKKER', 2012], ['SPRING', 2021], ['JOGGER', 2022]],
  Peugeot: [['1007', 2005], ['207', 2006], ['308', 2007], ['3008', 2009], ['5008', 2009], ['RCZ', 2010], ['208', 2012], ['2008', 2013]],
  'Citroën': [['C4 PICASSO', 2006], ['C3 PICASSO', 2009], ['DS3', 2010], ['C4 CACTUS', 2014], ['C3 AIRCROSS', 2017], ['C5 AIRCROSS', 2018]],
  Fiat: [['GRANDE PUNTO', 2005], ['500', 2007], ['500L', 2012], ['500X', 2014], ['TIPO', 2016]],
  Toyota: [['AURIS', 2006], ['IQ', 2009], ['VERSO', 2009], ['GT86', 2012], ['C-HR', 2016]],
  Hyundai: [['I30', 2007], ['I20', 2008], ['I10', 2008], ['IX35', 2010], ['IONIQ', 2016], ['KONA', 2017], ['NEXO', 2018], ['IONIQ5', 2021], ['STARIA', 2021],
    ['IONIQ6', 2022], ['INSTER', 2024]],
  Kia: [['CEE\'D', 2006], ['VENGA', 2010], ['NIRO', 2016], ['STONIC', 2017], ['XCEED', 2019]],
  Nissan: [['NOTE', 2006], ['QASHQAI', 2007], ['JUKE', 2010], ['LEAF', 2011]],
  Tesla: [['MODEL 3', 2019], ['MODEL Y', 2022]],
};

/**
 * The years a key of a launched name can have been given in, where its dating reaches that launch:
 * a key the register dates up to the year after an "INSIGNIA SPORTS TOURER" was launched, and
 * that bears the name alone (a body word aside), was given for that launch, from the year before.
 * A key dated long after, or long before (an old "PUMA" of the nineties), says nothing.
 */
export function nameLaunchYears(makes: readonly string[], names: readonly string[], window: { from: number; to: number } | null): { from: number; to: number } | null {
  if (!window) return null;
  for (const make of makes) {
    for (const [name, year] of NAMEPLATE_LAUNCHES[make] ?? []) {
      if (names.some((n) => n === name) && window.to >= year - 1 && window.to <= year + 1) return { from: year - 1, to: window.to };
    }
  }
  return null;
}
