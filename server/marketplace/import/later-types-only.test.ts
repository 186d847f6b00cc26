import { answeredByLaterTypesOnly } from './later-types-only';

describe('a generation-only pair answered with later types alone', () => {
  it('is a 2018 Santa Fe key on the 2020 and 2021 hybrids of a generation begun in 2018', () => {
    expect(answeredByLaterTypesOnly({ from: 2018, to: 2021 }, 2018, [{ yearStart: 2020 }, { yearStart: 2021 }])).toBe(true);
  });
  it('is not a key given when those types were built, nor one of a generation whose types begin with it, nor an undated key', () => {
    expect(answeredByLaterTypesOnly({ from: 2021, to: 2022 }, 2018, [{ yearStart: 2020 }])).toBe(false);
    expect(answeredByLaterTypesOnly({ from: 2008, to: 2010 }, 2010, [{ yearStart: 2010 }])).toBe(false);
    expect(answeredByLaterTypesOnly(null, 2018, [{ yearStart: 2020 }])).toBe(false);
  });
});
