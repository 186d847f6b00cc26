import { amgNameByPower, amgPowerOfVariant, fitsDerivative, fitsPlusMark, fitsVariant, plusMarks, spelledDerivatives, spelledIdTrim, spelledVariant } from './variant-names';

describe('the AMG variant a name spells', () => {
  it('reads the number with its S and E', () => {
    expect(spelledVariant('AMG GT 63 4MATIC+')).toBe('63');
    expect(spelledVariant('AMG GT 63 S E Performance')).toBe('63 S E');
    expect(spelledVariant('AMG GT 43 4-Door Coupé 4MATIC+')).toBe('43');
    expect(spelledVariant('AMG CLA 45 S 4MATIC')).toBe('45 S');
    expect(spelledVariant('C 220 D')).toBeNull();
  });

  it('keeps an "AMG GT 63" or "AMG GT 55" pair off the GT 53 and 43 six-cylinders, and a GT 43 off the GT 53 and the V8 plug-in', () => {
    for (const type of ['AMG GT 53 4-Door Coupé 4MATIC+', 'AMG GT 43 4-Door Coupé 4MATIC+', 'AMG GT 63 S E Performance']) {
      expect(fitsVariant(['AMG GT 63 4MATIC+'], type)).toBe(false);
      expect(fitsVariant(['AMG GT 55 4MATIC+'], type)).toBe(false);
    }
    expect(fitsVariant(['AMG GT 43'], 'AMG GT 43 4-Door Coupé 4MATIC+')).toBe(true);
    expect(fitsVariant(['AMG GT 43'], 'AMG GT 53 4-Door Coupé 4MATIC+')).toBe(false);
    expect(fitsVariant(['AMG GT 43'], 'AMG GT 63 S E Performance')).toBe(false);
    expect(fitsVariant(['GLE 350 D'], 'AMG GLE 53 4MATIC+')).toBe(true);
  });

  it('keeps an "ABARTH 500" pair off the Fiat 500\'s types: the Abarth\'s 1.4 T-Jet is none of them', () => {
    expect(fitsVariant(['ABARTH 500', '500 ABARTH'], '1.2 8V')).toBe(false);
    expect(fitsVariant(['ABARTH 500'], '1.0 Hybrid')).toBe(false);
    expect(fitsVariant(['ABARTH 500'], 'Abarth 595 1.4 T-Jet')).toBe(true);
    expect(fitsVariant(['FIAT 500'], '1.2 8V')).toBe(true);
  });
});

describe('the ID. trim a name spells', () => {
  it('reads "PRO S" as the 77 kWh Pro S and "PRO" as the 58 kWh Pro or Pro Performance', () => {
    expect(spelledIdTrim('ID.3 PRO S 150 KW')).toBe('PRO S');
    expect(spelledIdTrim('ID.3 PRO S PERF. 170 KW')).toBe('PRO S');
    expect(spelledIdTrim('ID.3 PRO 150 KW')).toBe('PRO');
    expect(spelledIdTrim('ID.3 Pro Performance 58kWh')).toBe('PRO');
    expect(spelledIdTrim('ID.3 PURE 110 KW')).toBeNull();
    expect(spelledIdTrim('PRO CEED')).toBeNull();
  });

  it('keeps 0603/CKV "ID.3 PRO 150 KW" off the Pro S and 0603/CKW "ID.3 PRO S 150 KW" off the Pro Performance', () => {
    expect(fitsVariant(['ID.3 PRO 150 KW'], 'ID.3 Pro Performance 58kWh')).toBe(true);
    expect(fitsVariant(['ID.3 PRO 150 KW'], 'ID.3 Pro S 77kWh')).toBe(false);
    expect(fitsVariant(['ID.3 PRO S 150 KW'], 'ID.3 Pro S 77kWh')).toBe(true);
    expect(fitsVariant(['ID.3 PRO S 150 KW'], 'ID.3 Pro Performance 58kWh')).toBe(false);
  });
});

describe('an AMG 45 is the variant its power was built as', () => {
  it('names the 310 kW "AMG GLA 45" of the French list the 45 S, and leaves the 45s of their own powers', () => {
    expect(amgNameByPower('AMG GLA 45', 310)).toBe('AMG GLA 45 S');
    expect(amgNameByPower('AMG CLA 45 S 4MATIC', 310)).toBe('AMG CLA 45 S 4MATIC');
    expect(amgNameByPower('AMG A 45 4MATIC', 280)).toBe('AMG A 45 4MATIC');
    expect(amgNameByPower('AMG A 45 S 4MATIC+', 285)).toBe('AMG A 45 4MATIC+');
    expect(amgNameByPower('AMG GT 63 4MATIC+', 430)).toBe('AMG GT 63 4MATIC+');
  });

  it('counts a 45 at the 45 S power (and a 45 S below it) as another variant\'s power: the X156 GLA 45 had 265 and 280 kW, the H247 45 S 310 kW', () => {
    expect(amgPowerOfVariant('AMG GLA 45', 310)).toBe(false);
    expect(amgPowerOfVariant('AMG A 45 S', 280)).toBe(false);
    for (const [name, kw] of [['AMG GLA 45', 265], ['AMG GLA 45', 280], ['AMG A 45', 285], ['AMG GLA 45 S', 310], ['C 220 D', 125]] as const) expect(amgPowerOfVariant(name, kw)).toBe(true);
  });
});

describe('the sport derivative a register name spells', () => {
  it('reads Cupra, Audi S and RS, GTI and R, ST and RS, and no line words such as R-Line or ST-Line', () => {
    expect(spelledDerivatives(['Seat', 'Cupra'], 'CUPRA ATECA')).toEqual(['Cupra']);
    expect(spelledDerivatives(['Audi'], 'SQ2')).toEqual(['Audi S']);
    expect(spelledDerivatives(['Audi'], 'SQ2 TFSI')).toEqual(['Audi S']);
    expect(spelledDerivatives(['Audi'], 'RS 6 AVANT')).toEqual(['Audi RS']);
    expect(spelledDerivatives(['Audi'], 'Q2 35 TFSI')).toEqual([]);
    expect(spelledDerivatives(['VW'], 'GOLF GTI')).toEqual(['GTI']);
    expect(spelledDerivatives(['VW'], '2.0 TSI R')).toEqual(['VW R']);
    expect(spelledDerivatives(['VW'], 'GOLF R-LINE')).toEqual([]);
    expect(spelledDerivatives(['Ford'], 'FIESTA ST-LINE')).toEqual([]);
    expect(spelledDerivatives(['Ford'], '1.5 EcoBoost ST')).toEqual(['Ford ST']);
  });

  it('keeps a "CUPRA ATECA" key off the Ateca\'s ordinary types, and lets "CUPRA ATECA,ATECA" have them', () => {
    for (const type of ['Ateca TSI', 'Ateca TDI', 'Ateca 1.5 TSI']) {
      expect(fitsDerivative(['Seat', 'Cupra'], ['CUPRA ATECA'], type)).toBe(false);
      expect(fitsDerivative(['Seat', 'Cupra'], ['CUPRA ATECA', 'ATECA'], type)).toBe(true);
      expect(fitsDerivative(['Seat', 'Cupra'], ['ATECA'], type)).toBe(true);
    }
    expect(fitsDerivative(['Seat', 'Cupra'], ['CUPRA ATECA'], 'Cupra Ateca 2.0 TSI 4Drive')).toBe(true);
  });

  it('keeps a "Q2" key off the SQ2, which the register names apart, and an "SQ2" key off the Q2', () => {
    expect(fitsDerivative(['Audi'], ['Q2'], 'SQ2 TFSI')).toBe(false);
    expect(fitsDerivative(['Audi'], ['Q2'], 'Q2 35 TFSI')).toBe(true);
    expect(fitsDerivative(['Audi'], ['SQ2'], 'SQ2 TFSI')).toBe(true);
    expect(fitsDerivative(['Audi'], ['SQ2'], 'Q2 35 TFSI')).toBe(false);
  });

  it('lets a "GOLF" key still offer the GTI, which the register also keys as a Golf, but a "GOLF GTI" key only the GTI', () => {
    expect(fitsDerivative(['VW'], ['GOLF'], '2.0 TSI GTI')).toBe(true);
    expect(fitsDerivative(['VW'], ['GOLF GTI'], '2.0 TSI GTI')).toBe(true);
    expect(fitsDerivative(['VW'], ['GOLF GTI'], '1.4 TSI')).toBe(false);
  });
});

describe('the "+" after a Mercedes electric car\'s number', () => {
  it('reads the number and its "+", with or without a space', () => {
    expect([...plusMarks('EQA 250+')]).toEqual([['250', true]]);
    expect([...plusMarks('EQE 350 +')]).toEqual([['350', true]]);
    expect([...plusMarks('EQB 250')]).toEqual([['250', false]]);
    expect([...plusMarks('AMG GT 43 4MATIC+')]).toEqual([]);
  });

  it('keeps "EQA 250" off the EQA 250+ and "EQB 250+" off the EQB 250, each on its own type', () => {
    expect(fitsVariant(['EQA 250'], 'EQA 250+')).toBe(false);
    expect(fitsVariant(['EQB 250+'], 'EQB 250')).toBe(false);
    expect(fitsVariant(['EQA 250+'], 'EQA 250+')).toBe(true);
    expect(fitsVariant(['EQE 350+'], 'EQE 350 +')).toBe(true);
    expect(fitsPlusMark(['EQB 250'], 'EQB 250')).toBe(true);
  });

  it('leaves types of no number the name spells alone ("206+" is the model\'s name, its types "1.4 HDi")', () => {
    expect(fitsPlusMark(['206+'], '1.4 HDi')).toBe(true);
  });
});

describe('the Maybach a register name spells', () => {
  it('puts a key without MAYBACH on no Maybach, a Maybach key on no plain S-Class', () => {
    expect(fitsVariant(['S 580 4MATIC'], 'Mercedes-Maybach S 580 4MATIC')).toBe(false);
    expect(fitsVariant(['S 580 4MATIC MAYBACH'], 'Mercedes-Maybach S 580 4MATIC')).toBe(true);
    expect(fitsVariant(['S 580 E MAYBACH', 'S 580 E 4'], 'S 580 e')).toBe(false);
  });
});
