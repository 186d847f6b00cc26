import { bmwDesignation, fitsBmwDesignation, spellsNoEngineLetter } from './bmw-designations';
import { placePair } from './link-kba';
import { matchKey } from './text';

describe('the BMW designation a name spells', () => {
  it('reads the number, the engine letter and the drive from register and catalogue spellings', () => {
    expect(bmwDesignation('535D XDRIVE')).toEqual({ number: '535', fuel: 'D', drive: 'x' });
    expect(bmwDesignation('530XD')).toEqual({ number: '530', fuel: 'D', drive: 'x' });
    expect(bmwDesignation('M340I XDRIVE')).toEqual({ number: 'M340', fuel: 'I', drive: 'x' });
    expect(bmwDesignation('X3 XDRIVE30D')).toEqual({ number: '30', fuel: 'D', drive: 'x' });
    expect(bmwDesignation('X2 sDrive18d')).toEqual({ number: '18', fuel: 'D', drive: 's' });
    expect(bmwDesignation('X3 M40I')).toEqual({ number: 'M40', fuel: 'I', drive: null });
    expect(bmwDesignation('225e xDrive Active Tourer')).toEqual({ number: '225', fuel: 'E', drive: 'x' });
    expect(bmwDesignation('430d 48v Cabriolet')).toEqual({ number: '430', fuel: 'D', drive: null });
    for (const none of ['3ER REIHE', 'M3 Competition', 'iX3', 'COOPER SD', 'BMW 2002', 'X5 3.0D']) expect([none, bmwDesignation(none)]).toEqual([none, null]);
  });

  it('keeps a "535D XDRIVE" key off the 520d and 530d and a "330I XDRIVE" key off the 318i and 320i', () => {
    expect(['520d', '530d', '535d', '535d xDrive'].filter((type) => fitsBmwDesignation(['535D XDRIVE'], type))).toEqual(['535d', '535d xDrive']);
    expect(['318i', '320i', '330i', '330e'].filter((type) => fitsBmwDesignation(['330I XDRIVE'], type))).toEqual(['330i']);
  });

  it('keeps a key without xDrive off an xDrive type and an xDrive key off an sDrive type; a name spelling no designation allows every type', () => {
    expect(fitsBmwDesignation(['120D'], '120d xDrive')).toBe(false);
    expect(fitsBmwDesignation(['X1 XDRIVE18D'], 'sDrive18d')).toBe(false);
    expect(fitsBmwDesignation(['X1 SDRIVE18D'], 'sDrive18d')).toBe(true);
    expect(fitsBmwDesignation(['320D', '3ER REIHE'], '320d')).toBe(true);
    expect(fitsBmwDesignation(['3ER REIHE'], '318d')).toBe(true);
  });

  it('leaves a "535D XDRIVE" key on an E60 without a 535d unplaced, never on its 520d and 530d', () => {
    const e60 = { id: 1, name: '5er E60', familyId: 1, yearStart: 2003, yearEnd: 2010, models: [
      { id: 2, name: '520d', fuel: 'diesel', ccm: 1995, yearStart: 2007, yearEnd: 2010 }, { id: 3, name: '530d', fuel: 'diesel', ccm: 2993, yearStart: 2005, yearEnd: 2010 },
    ] };
    const placed = placePair({ hsn: '0005', tsn: 'BKC', kbaManufacturer: 'BAYER.MOT.WERKE-BMW', tradeName: '535D XDRIVE' }, new Map([[matchKey('BMW'), [e60]]]), { window: () => ({ from: 2008, to: 2009 }) });
    expect(placed).toEqual({ placement: 'unplaced', modelIds: [] });
  });
});

describe('the Mini a name spells', () => {
  it('keeps a "COOPER SD" key off the petrol Cooper and Cooper S, a "ONE D" off the One, a Clubman or Coupé key off the hatch', () => {
    const hatch = ['One', 'One D', 'Cooper', 'Cooper S', 'Cooper D', 'Cooper SD', 'Cooper SE'];
    expect(hatch.filter((type) => fitsBmwDesignation(['COOPER SD', 'MINI'], type))).toEqual(['Cooper SD']);
    expect(hatch.filter((type) => fitsBmwDesignation(['ONE D', 'MINI'], type))).toEqual(['One D']);
    expect(hatch.filter((type) => fitsBmwDesignation(['COOPER S CLUBMAN', 'MINI'], type))).toEqual([]);
    expect(fitsBmwDesignation(['COOPER S CLUBMAN', 'MINI'], 'Mini Cooper S Clubman (F54)')).toBe(true);
    expect(fitsBmwDesignation(['COOPER COUPÉ', 'MINI'], 'Cooper')).toBe(false);
    expect(hatch.filter((type) => fitsBmwDesignation(['MINI'], type))).toEqual(hatch);
  });
});

describe('a BMW name without its engine letter', () => {
  it('names no fuel: "116" may be the 116i or the 116d, "120" the 120i or the 120d', () => {
    expect(spellsNoEngineLetter(['116'], '116d')).toBe(true);
    expect(spellsNoEngineLetter(['120'], '120i')).toBe(true);
    expect(spellsNoEngineLetter(['X1 SDRIVE18'], 'X1 sDrive18d')).toBe(true);
  });

  it('is the type where the name spells the letter, or the type has none (the iX xDrive40), or the number differs', () => {
    expect(spellsNoEngineLetter(['116D'], '116d')).toBe(false);
    expect(spellsNoEngineLetter(['IX XDRIVE40'], 'iX xDrive40')).toBe(false);
    expect(spellsNoEngineLetter(['118'], '116d')).toBe(false);
  });
});
