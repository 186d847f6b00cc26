import { engineWordYears, spelledFuels } from './trade-name-spellings';

const fuels = (...names: string[]) => {
  const allowed = spelledFuels(names);
  return allowed ? [...allowed].sort() : null;
};
const diesels = ['diesel', 'diesel-hybrid', 'diesel-plugin-hybrid'];

describe('the fuel a KBA trade name spells', () => {
  it('reads a diesel from the makers\' injection names and the "D" after the number: "CLA 200 D", "320D", "X1 SDRIVE20D", "2.0 TDI", "1.3 CDTI", "DCI", "HDI", "BLUETEC"', () => {
    for (const name of ['CLA 200 D', '320D', 'X1 SDRIVE20D', 'GOLF 2.0 TDI', 'MERIVA 1.3 CDTI', 'MEGANE DCI', '308 HDI', 'E 300 BLUETEC', 'S 320 CDI', 'V70 D5']) expect([name, fuels(name)]).toEqual([name, diesels]);
  });

  it('reads a petrol from "320I", "X3 3.0I", "TFSI", "TSI", "KOMPRESSOR"; a petrol name allows petrol hybrids, never a diesel or an electric car', () => {
    for (const name of ['320I', 'X3 3.0I', 'Q3 35 TFSI', 'GOLF 1.4 TSI', 'C 180 KOMPRESSOR']) expect([name, fuels(name)]).toEqual([name, ['cng', 'ethanol', 'hybrid', 'lpg', 'petrol', 'plugin-hybrid']]);
  });

  it('reads hybrids, plug-ins and electric cars: "ACTIVEHYBRID 5", "BLUETEC HYBRID" (a diesel hybrid), "E-TRON", "ELECTRIC"', () => {
    expect(fuels('ACTIVEHYBRID 5')).toEqual(['diesel-hybrid', 'diesel-plugin-hybrid', 'electric', 'hybrid', 'plugin-hybrid']);
    expect(fuels('E 300 BLUETEC HYBRID')).toEqual(['diesel-hybrid', 'diesel-plugin-hybrid']);
    expect(fuels('A3 SPORTBACK E-TRON')).toEqual(['electric', 'plugin-hybrid']);
    expect(fuels('KANGOO E-TECH ELECTRIC')).toEqual(['electric']);
  });

  it('reads no fuel from a model name alone, a door count or a model number with an I: "GOLF", "CIVIC 4DR", "I30", "CORSA-E" (the Corsa E of 2014)', () => {
    for (const name of ['GOLF', 'CIVIC 4DR', 'I30', 'CORSA-E', 'MERIVA-B']) expect([name, fuels(name)]).toEqual([name, null]);
  });

  it('takes the fuel any of a key\'s names spells: "VIANO;VIANO CDI 2.0" is a diesel', () => {
    expect(fuels('VIANO', 'VIANO CDI 2.0')).toEqual(diesels);
  });
});

describe('the years an engine word was used', () => {
  it('dates a Mercedes "CDI" car to 1997-2016 and a "CDI" van to 1997-2019; other makes\' words say nothing', () => {
    expect(engineWordYears(['Mercedes-Benz'], ['S 320 CDI'])).toEqual({ from: 1997, to: 2016 });
    expect(engineWordYears(['Mercedes-Benz'], ['VITO 116 CDI'])).toEqual({ from: 1997, to: 2019 });
    expect(engineWordYears(['Mercedes-Benz'], ['S 400 D'])).toBeNull();
    expect(engineWordYears(['Hyundai'], ['I30 1.6 CDI'])).toBeNull();
  });
});
