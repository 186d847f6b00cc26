import { describe, expect, it } from '@jest/globals';
import { ateDiscNumber, ateDiscNumberDisagrees, bremboDiscPrefixDisagrees, discNumber, discStemOf, discVersionDisagrees } from './disc-numbers';

describe('an ATE disc number names its thickness', () => {
  it('sets the group after 24.01 to the thickness: 10, 12, 22, 25 mm', () => {
    expect(ateDiscNumber('24.0113-0171.1', 10)).toBe('24.0110-0171.1');
    expect(ateDiscNumber('24.0124-0171.1', 12)).toBe('24.0112-0171.1');
    expect(ateDiscNumber('24.0101-5555.1', 22)).toBe('24.0122-5555.1');
    expect(ateDiscNumber('24.0199-5555.1', 25)).toBe('24.0125-5555.1');
  });

  it('counts a number that names another thickness, leaves other schemes alone', () => {
    expect(ateDiscNumberDisagrees('24.0113-0171.1', 10)).toBe(true);
    expect(ateDiscNumberDisagrees('24.0124-0171.1', 20)).toBe(true);
    expect(ateDiscNumberDisagrees('24.0110-0171.1', 10)).toBe(false);
    expect(ateDiscNumberDisagrees('13.0460-7117.2', 10)).toBeUndefined();
    expect(ateDiscNumber('13.0460-7117.2', 10)).toBe('13.0460-7117.2');
  });
});

describe('a Textar, Brembo or Zimmermann disc number ends in its version', () => {
  it('counts random suffixes (Brembo .97, Zimmermann .66) and a version of another material', () => {
    for (const [brand, number] of [['Brembo', '09.6992.97'], ['Zimmermann', '590.3730.66'], ['Zimmermann', '150.2058.58'], ['Textar', '92025528']] as const) {
      expect(discVersionDisagrees(brand, number, 'cast_iron')).toBe(true);
    }
    expect(discVersionDisagrees('Brembo', '09.6992.21', 'cast_iron')).toBe(true);
    expect(discVersionDisagrees('Zimmermann', '150.2058.20', 'coated_cast_iron')).toBe(true);
  });

  it("gives a cast-iron disc the brand's standard version and a coated one its coated version, keeping the stem", () => {
    expect(discNumber('Brembo', '09.6992.97', 26, 'cast_iron')).toBe('09.6992.11');
    expect(discNumber('Zimmermann', '590.3730.66', 22, 'cast_iron')).toBe('590.3730.20');
    expect(discNumber('Zimmermann', '150.2058.58', 30, 'coated_cast_iron')).toBe('150.2058.70');
    expect(discNumber('Textar', '92025528', 22, undefined)).toBe('92025503');
    expect(discNumber('ATE', '24.0113-0171.1', 10, 'cast_iron')).toBe('24.0110-0171.1');
    for (const [brand, number] of [['Brembo', '09.6992.11'], ['Zimmermann', '590.3730.20'], ['Textar', '92025503']] as const) expect(discVersionDisagrees(brand, number, 'cast_iron')).toBe(false);
    expect(discVersionDisagrees('ATE', '24.0110-0171.1', 'cast_iron')).toBeUndefined();
    expect(discStemOf('Brembo', '09.6992.97')).toBe('09.6992.');
    expect(discStemOf('Textar', '94123456')).toBeUndefined();
  });
});

describe('Brembo numbers a solid disc 08.xxxx.xx and a ventilated one 09.xxxx.xx', () => {
  it('sets the prefix from the disc type and keeps the stem and version', () => {
    expect(discNumber('Brembo', '09.0862.10', 12, 'cast_iron', 'solid')).toBe('08.0862.11');
    expect(discNumber('Brembo', '08.A725.10', 25, 'cast_iron', 'ventilated')).toBe('09.A725.11');
    expect(discNumber('Textar', '92123400', 12, 'cast_iron', 'solid')).toBe('92123403');
  });

  it('counts a solid disc under 09 and a vented one under 08, leaves other brands alone', () => {
    expect(bremboDiscPrefixDisagrees('Brembo', '09.0862.11', 'solid')).toBe(true);
    expect(bremboDiscPrefixDisagrees('Brembo', '08.0862.11', 'ventilated')).toBe(true);
    expect(bremboDiscPrefixDisagrees('Brembo', '08.0862.11', 'solid')).toBe(false);
    expect(bremboDiscPrefixDisagrees('Zimmermann', '09.0862.11', 'solid')).toBeUndefined();
  });
});
