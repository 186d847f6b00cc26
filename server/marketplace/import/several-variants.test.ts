import { lacksNamedVariant, namesPlainBesideSubBrand } from './several-variants';

describe('a register key listing several variants', () => {
  it('reads "525D,520D,5ER REIHE" on the 520d alone as lacking the 525d, and on both as naming them', () => {
    expect(lacksNamedVariant(['525D', '520D', '5ER REIHE'], '5er F10', [{ name: '520d' }])).toBe(true);
    expect(lacksNamedVariant(['525D', '520D', '5ER REIHE'], '5er F10', [{ name: '520d' }, { name: '525d' }])).toBe(false);
  });

  it('reads "NIRO PLUS,NIRO" on the e-Niro as lacking the Niro Plus, "NIRO" alone as the model', () => {
    expect(lacksNamedVariant(['NIRO PLUS', 'NIRO'], 'Niro I', [{ name: 'e-NIRO' }])).toBe(true);
    expect(lacksNamedVariant(['NIRO'], 'Niro I', [{ name: 'e-NIRO' }])).toBe(false);
  });

  it('reads spellings, trims and a cut last name as no other variant: "GLC 250 D 4MATIC,GLC 250D", "316D,3ER REIHE", "X6 XDRIVE30D M SPORT,X6 X"', () => {
    expect(lacksNamedVariant(['GLC 250 D 4MATIC', 'GLC 250D'], 'GLC X253', [{ name: 'GLC 250 d 4MATIC' }])).toBe(false);
    expect(lacksNamedVariant(['316D', '3ER REIHE'], '3er F30', [{ name: '316d' }])).toBe(false);
    expect(lacksNamedVariant(['X6 XDRIVE30D M SPORT', 'X6 X'], 'X6', [{ name: 'X6 xDrive30d' }], true)).toBe(false);
  });
});

describe('a register key listing a Maybach beside a plain car', () => {
  const maybach = [{ name: 'Mercedes-Maybach S 580 4MATIC' }];
  it('names both: the Maybach alone is not its car, even where the plain name is cut ("S 580 4MATI")', () => {
    expect(namesPlainBesideSubBrand(['S 580 MAYBACH', 'S 580 4MATI'], maybach, true)).toBe(true);
    expect(namesPlainBesideSubBrand(['S 650 MAYBACH', 'S 600'], [{ name: 'Mercedes-Maybach S 650' }])).toBe(true);
  });

  it('is the Maybach where every name spells it, or the cut name may have lost the mark', () => {
    expect(namesPlainBesideSubBrand(['S 580 4MATIC MAYBACH'], maybach)).toBe(false);
    expect(namesPlainBesideSubBrand(['MAYBACH 57 ZEPPELIN', 'MAYBA'], [{ name: 'Maybach 57 Zeppelin' }], true)).toBe(false);
    expect(namesPlainBesideSubBrand(['S 580 MAYBACH', 'S 580 MAY'], maybach, true)).toBe(false);
  });

  it('has both where the types include the plain car', () => {
    expect(namesPlainBesideSubBrand(['S 580 MAYBACH', 'S 580 4MATI'], [...maybach, { name: 'S 580 4MATIC' }], true)).toBe(false);
  });
});
