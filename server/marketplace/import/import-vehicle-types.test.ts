import { generationKey, generationName, namesItsBodies } from './import-vehicle-types';

describe('a generation is named by the chassis codes of all its bodies', () => {
  it('lists the saloon\'s and the Avant\'s code of an A4 B9, Renault\'s phases as 0/1, and keeps a name that is its code', () => {
    expect(generationName({ generation: 'A4 B9', chassis: ['8W2', '8W5'] })).toBe('A4 B9 (8W2, 8W5)');
    expect(generationName({ generation: 'Mégane II', chassis: ['BM0', 'BM1', 'KM0', 'KM1'] })).toBe('Mégane II (BM0/1, KM0/1)');
    expect(generationName({ generation: 'Golf VII', chassis: ['5G1'] })).toBe('Golf VII (5G1)');
    expect(generationName({ generation: 'C-Klasse W204', chassis: ['W204', 'S204', 'C204'] })).toBe('C-Klasse W204');
    expect(generationName({ generation: 'Twingo III', chassis: [] })).toBe('Twingo III');
  });

  it('reads a name of one body\'s code on a generation of several bodies as not naming them: "A4 B9 (8W2)" of an Avant key', () => {
    expect(namesItsBodies('A4 B9 (8W2)', ['8W2', '8W5'])).toBe(false);
    expect(namesItsBodies('A4 B9 (8W2, 8W5)', ['8W2', '8W5'])).toBe(true);
    expect(namesItsBodies('3er E90', ['E90', 'E91', 'E92', 'E93'])).toBe(true);
    expect(namesItsBodies('Arteon', [])).toBe(true);
  });

  it('keeps the key the seed\'s tables know a generation by: its first code', () => {
    expect(generationKey('A4 B9 (8W2, 8W5)')).toBe('A4 B9 (8W2)');
    expect(generationKey('Mégane II (BM0/1, CM0/1, KM0/1)')).toBe('Mégane II (BM0)');
    expect(generationKey('Scénic II (JM0/1)')).toBe('Scénic II (JM0)');
    expect(generationKey('Fiat 500 (312)')).toBe('Fiat 500 (312)');
    expect(generationKey('3er E90')).toBe('3er E90');
  });
});
