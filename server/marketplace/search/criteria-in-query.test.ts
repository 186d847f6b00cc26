import { criteriaInTerm } from './criteria-in-query';
import { positionOf } from './positions';
import { TYPE_CODES, onlyBesideFamily } from './type-codes';

describe('criteria written in a term', () => {
  it.each([
    ['Batterie 74Ah', 'Batterie', [{ keys: ['capacity'], value: '74' }]],
    ['Batterie 74 Ah', 'Batterie', [{ keys: ['capacity'], value: '74' }]],
    ['Bremsflüssigkeit DOT 4', 'Bremsflüssigkeit', [{ keys: ['specification'], value: 'DOT 4' }]],
    ['dot4', '', [{ keys: ['specification'], value: 'DOT 4' }]],
    ['Ölfilter M20x1.5', 'Ölfilter', [{ keys: ['thread'], value: 'M20x1.5' }]],
    ['Ölfilter M20 x 1,5', 'Ölfilter', [{ keys: ['thread'], value: 'M20x1.5' }]],
    ['5W30 5 Liter', '5W30', [{ keys: ['volume'], value: '5' }]],
    ['olio 5w40 5 litri', 'olio 5w40', [{ keys: ['volume'], value: '5' }]],
    ['H7 55W', 'H7', [{ keys: ['wattage'], value: '55' }]],
    ['Wischer 60 cm', 'Wischer', [{ keys: expect.arrayContaining(['length', 'diameter']), value: '600' }]],
  ])('"%s"', (term, rest, criteria) => {
    expect(criteriaInTerm(term)).toEqual({ rest, criteria });
  });

  it('a length is any millimetre criterion, and a disc\'s make is read in every language', () => {
    const { rest, criteria } = criteriaInTerm('Bremsscheiben 288 mm belüftet');
    expect(rest).toBe('Bremsscheiben');
    expect(criteria.map((c) => c.value)).toEqual(['288', 'ventilated']);
    expect(criteria[0]!.keys).toContain('diameter');
    for (const word of ['ventilé', 'ventilado', 'ventilato', 'geventileerd']) expect(criteriaInTerm(`disco ${word}`).criteria).toEqual([{ keys: ['disc_type'], value: 'ventilated' }]);
  });

  it('leaves viscosities, lamp types, engines, type codes and part numbers to be read elsewhere', () => {
    for (const term of ['5w 40 Motoröl', 'P21W', 'Golf VII 1.4 TSI', 'Polo 6R', 'C 220 d', '0 986 494 612', 'WY5W']) expect(criteriaInTerm(term)).toEqual({ rest: term, criteria: [] });
  });
});

describe('positions and type codes', () => {
  it('reads front, rear, left and right in the six languages', () => {
    expect(['hinten', 'arriere', 'trasero', 'posteriori', 'achter'].map((w) => positionOf(w)?.value)).toEqual(['rear', 'rear', 'rear', 'rear', 'rear']);
    expect(['vorne', 'avant', 'delanteros', 'anteriore', 'voor'].map((w) => positionOf(w)?.value)).toEqual(['front', 'front', 'front', 'front', 'front']);
    expect(['links', 'gauche', 'izquierdo', 'sinistro'].map((w) => positionOf(w))).toEqual(Array(4).fill({ key: 'fitting_side', value: 'left' }));
    expect(positionOf('bremse')).toBeNull();
  });

  it('knows the type codes of the examples; a numeric one counts only beside its family', () => {
    expect(TYPE_CODES['6r']).toMatchObject({ make: 'VW', family: 'Polo' });
    expect(TYPE_CODES['5g']).toMatchObject({ make: 'VW', family: 'Golf' });
    expect(TYPE_CODES.e90).toMatchObject({ make: 'BMW', family: '3er' });
    expect(onlyBesideFamily('312')).toBe(true);
    expect(onlyBesideFamily('e90')).toBe(false);
  });
});
