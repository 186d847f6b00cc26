/** The registry the build generates from views/islands/*.tsx (scripts/islands.mjs): island name -> its chunk. */
declare module 'spareo:island-registry' {
  export const REGISTRY: Record<string, () => Promise<{ mount(marker: HTMLElement, props: object, id: string): void }>>;
}
