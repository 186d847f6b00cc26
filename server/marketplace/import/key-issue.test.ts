import { endedBeforeKey, issuedAsGenerationEnded } from './key-issue';

describe('a register key is issued when its type is approved', () => {
  it('reads a key issued no earlier than its generation\'s last year as the successor\'s, not a key of a year before', () => {
    expect(issuedAsGenerationEnded({ from: 2023 }, null, 2023)).toBe(true);
    expect(issuedAsGenerationEnded({ from: 2022 }, 2020, 2023)).toBe(false);
    expect(issuedAsGenerationEnded({ from: 2015 }, 2020, 2020)).toBe(true);
    expect(issuedAsGenerationEnded({ from: 2023 }, null, null)).toBe(false);
    expect(issuedAsGenerationEnded(null, null, 2023)).toBe(false);
  });

  it('lets a key of a type\'s last year be that type; only a later key is not', () => {
    expect(endedBeforeKey({ from: 2023 }, null, 2023)).toBe(false);
    expect(endedBeforeKey({ from: 2024 }, null, 2023)).toBe(true);
  });
});
