import { namesOnlyTheModel } from './model-only-names';

describe('a trade name that names only the model', () => {
  it('reads "MARCO POLO", "MUSTANG", "FIAT 500L", "ECOSPORT", "PANDA", "GRANDLAND,GRANDLAND X" and "GOLF" as the model and nothing more', () => {
    expect(namesOnlyTheModel(['MARCO POLO'], 'Marco Polo')).toBe(true);
    expect(namesOnlyTheModel(['MUSTANG'], 'Mustang')).toBe(true);
    expect(namesOnlyTheModel(['FIAT 500L'], '500L')).toBe(true);
    expect(namesOnlyTheModel(['ECOSPORT'], 'Ecosport')).toBe(true);
    expect(namesOnlyTheModel(['PANDA'], 'Panda (319)')).toBe(true);
    expect(namesOnlyTheModel(['GRANDLAND', 'GRANDLAND X'], 'Grandland X')).toBe(true);
    expect(namesOnlyTheModel(['GOLF'], 'Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)')).toBe(true);
  });

  it('reads an engine, a designation or a further name as more than the model: "320D", "A 180", "X2 SDRIVE18D", "ONE,MINI", "NIRO PLUS,NIRO"', () => {
    expect(namesOnlyTheModel(['320D'], '3er F30')).toBe(false);
    expect(namesOnlyTheModel(['A 180'], 'A-Klasse W177')).toBe(false);
    expect(namesOnlyTheModel(['X2 SDRIVE18D'], 'X2')).toBe(false);
    expect(namesOnlyTheModel(['ONE', 'MINI'], 'Mini R56')).toBe(false);
    expect(namesOnlyTheModel(['NIRO PLUS', 'NIRO'], 'Niro I')).toBe(false);
    expect(namesOnlyTheModel([], 'Golf VII')).toBe(false);
  });
});
