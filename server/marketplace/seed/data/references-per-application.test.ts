import { ApplicationReferences, REFERENCES_PER_APPLICATION } from './references-per-application';

describe('references per application', () => {
  it('a brand is full for an application after its OE and economy reference, not for another application', () => {
    const refs = new ApplicationReferences<string>();
    const golf = 'Golf VII 2.0 TDI';
    const polo = 'Polo V 1.2 TSI';
    for (let n = 0; n < REFERENCES_PER_APPLICATION; n++) {
      expect(refs.full(golf).has(7)).toBe(false);
      refs.add(golf, 7);
    }
    expect(REFERENCES_PER_APPLICATION).toBe(2);
    expect([...refs.full(golf)]).toEqual([7]);
    expect(refs.full(polo).size).toBe(0);
  });
});
