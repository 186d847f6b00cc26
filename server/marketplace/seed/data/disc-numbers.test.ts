import { describe, expect, it } from '@jest/globals';
import { ateDiscNumber, ateDiscNumberDisagrees } from './disc-numbers';

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
