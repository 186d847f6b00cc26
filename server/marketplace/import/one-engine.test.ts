import { electricWithCombustion, oneEngine } from './one-engine';

describe('the types one register pair can be', () => {
  it('are one car when they share the fuel and displacement (the up! 1.0 of 44 and 55 kW)', () => {
    expect(oneEngine([{ fuel: 'petrol', ccm: 999 }, { fuel: 'petrol', ccm: 999 }])).toBe(true);
  });

  it('are no car but the shopper\'s choice across fuels (a "POLO" key\'s petrol and diesel) or displacements (1.9 and 2.5 TDI)', () => {
    expect(oneEngine([{ fuel: 'petrol', ccm: 1197 }, { fuel: 'diesel', ccm: 1598 }])).toBe(false);
    expect(oneEngine([{ fuel: 'diesel', ccm: 1896 }, { fuel: 'diesel', ccm: 2461 }])).toBe(false);
  });

  it('mix an electric car with combustion ones (a "KONA" key on the Kona Electric and the 1.0 T-GDI)', () => {
    expect(electricWithCombustion([{ fuel: 'electric', ccm: 0 }, { fuel: 'petrol', ccm: 998 }])).toBe(true);
    expect(electricWithCombustion([{ fuel: 'electric', ccm: 0 }])).toBe(false);
  });
});
