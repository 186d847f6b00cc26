import { electricWithCombustion, oneEngine, powersApart } from './one-engine';

describe('the types one register pair can be', () => {
  it('are one engine when they share the fuel and displacement (the up! 1.0 of 44 and 55 kW)', () => {
    expect(oneEngine([{ fuel: 'petrol', ccm: 999 }, { fuel: 'petrol', ccm: 999 }])).toBe(true);
  });

  it('are no car but the shopper\'s choice across fuels (a "POLO" key\'s petrol and diesel) or displacements (1.9 and 2.5 TDI)', () => {
    expect(oneEngine([{ fuel: 'petrol', ccm: 1197 }, { fuel: 'diesel', ccm: 1598 }])).toBe(false);
    expect(oneEngine([{ fuel: 'diesel', ccm: 1896 }, { fuel: 'diesel', ccm: 2461 }])).toBe(false);
  });

  it('are two engines when one type ended the year the other began (the F30 320d\'s N47 to 2015, its B47 from 2015)', () => {
    expect(oneEngine([{ fuel: 'diesel', ccm: 1995, yearStart: 2012, yearEnd: 2015 }, { fuel: 'diesel', ccm: 1995, yearStart: 2015, yearEnd: 2019 }])).toBe(false);
    expect(oneEngine([{ fuel: 'petrol', ccm: 999, yearStart: 2011, yearEnd: null }, { fuel: 'petrol', ccm: 999, yearStart: 2011, yearEnd: 2020 }])).toBe(true);
  });

  it('mix an electric car with combustion ones (a "KONA" key on the Kona Electric and the 1.0 T-GDI)', () => {
    expect(electricWithCombustion([{ fuel: 'electric', ccm: 0 }, { fuel: 'petrol', ccm: 998 }])).toBe(true);
    expect(electricWithCombustion([{ fuel: 'electric', ccm: 0 }])).toBe(false);
  });

  it('are one car only of one power: the up! 1.0 of 44 and 55 kW under a key naming "UP!" is the buyer\'s choice, as a Transporter TDI of 75 to 150 kW or a Zoe\'s motors', () => {
    const tdi = (kw: number) => ({ fuel: 'diesel', ccm: 1968, kw });
    expect(powersApart([tdi(75), tdi(110), tdi(150), tdi(81), tdi(146)])).toBe(true);
    expect(powersApart([65, 68, 80, 100].map((kw) => ({ fuel: 'electric', ccm: 0, kw })))).toBe(true);
    expect(powersApart([{ fuel: 'petrol', ccm: 999, kw: 44 }, { fuel: 'petrol', ccm: 999, kw: 55 }])).toBe(true);
    expect(powersApart([tdi(135), tdi(140)])).toBe(true);
    expect(powersApart([tdi(110), tdi(110)])).toBe(false);
    expect(powersApart([{ fuel: 'electric', ccm: 0, kw: 208 }, { fuel: 'electric', ccm: 0, kw: 208 }])).toBe(false);
  });
});
