/** Hydrate right away: the header widgets the shopper touches first. */
export const load = (): Promise<void> => Promise.resolve();
