import { keyRuns, keysAfterNewerGeneration, launchedGeneration } from './launch-blocks';
import type { RegisterRow } from './repository';

const vw = (tsn: string, tradeName: string): RegisterRow => ({ hsn: '0603', tsn, kbaManufacturer: 'VOLKSWAGEN', tradeName });

describe('a run of keys of one name given when a generation began', () => {
  const register = [vw('AKX', 'GOLF'), vw('AKY', 'TOURAN'), vw('ALR', 'GOLF'), vw('ALS', 'GOLF'), vw('ALT', 'GOLF'), vw('AMJ', 'GOLF PLUS'), vw('AMK', 'GOLF')];
  const run = keyRuns(register);
  const golfV = { name: 'Golf V', yearStart: 2003 };
  const golfVI = { name: 'Golf VI', yearStart: 2008 };

  it('counts the consecutive keys of one name in the make\'s order', () => {
    expect(run('0603', 'ALS')).toBe(3);
    expect(run('0603', 'AKX')).toBe(1);
    expect(run('0603', 'AMK')).toBe(1);
  });

  it('names the Golf VI for a run of 2007-2008 "GOLF" keys, though the Golf V was built then too', () => {
    expect(launchedGeneration([golfV, golfVI], { from: 2007, to: 2008 }, run('0603', 'ALS'))).toBe(golfVI);
  });

  it('names nothing for a key alone, a key older than the year before the launch, or a run when two generations began in its years', () => {
    expect(launchedGeneration([golfV, golfVI], { from: 2007, to: 2008 }, run('0603', 'AMK'))).toBeNull();
    expect(launchedGeneration([golfV, golfVI], { from: 2006, to: 2007 }, 3)).toBeNull();
    expect(launchedGeneration([{ yearStart: 2013 }, { yearStart: 2021 }], { from: 2013, to: 2025 }, 10)).toBeNull();
  });
});

describe('keys are issued in time order', () => {
  const e87 = { id: 1, familyId: 10, yearStart: 2004 };
  const f20 = { id: 2, familyId: 10, yearStart: 2011 };
  const bmw = (tsn: string, generation: typeof e87, hsn = '0005') => ({ hsn, tsn, generation });

  it('finds a "120D" key on the E87 that sorts after the F20\'s first key BGK', () => {
    const placed = [bmw('AOS', e87), bmw('BGK', f20), bmw('BLJ', e87), bmw('BNT', e87), bmw('BOS', f20)];
    expect(keysAfterNewerGeneration(placed).map((p) => p.tsn)).toEqual(['BLJ', 'BNT']);
  });

  it('leaves the older generation\'s keys before the newer one\'s first, other HSNs, other families and numeric keys alone', () => {
    const other = { id: 3, familyId: 11, yearStart: 2004 };
    expect(keysAfterNewerGeneration([bmw('AOS', e87), bmw('BGK', f20), bmw('BLJ', e87, '0006'), bmw('BLK', other), bmw('745', e87), bmw('ZZ1', f20)])).toEqual([]);
  });
});
