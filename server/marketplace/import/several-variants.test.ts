import { lacksNamedVariant } from './several-variants';

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
