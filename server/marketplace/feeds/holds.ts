/**
 * Why a feed waits for the shop's confirmation: each safety limit it crosses, with its figures.
 * Kept as JSON in feed_imports.hold_reason, so the portal words every reason in the member's
 * language and the shops' API keeps its one English sentence. Older rows hold that sentence.
 */
export type Hold =
  | { kind: 'removal'; removed: number; current: number; limitPercent: number }
  | { kind: 'errors'; rejected: number; read: number; limitPercent: number };

const percent = (part: number, whole: number) => Math.round((100 * part) / whole);

/** The stored form. */
export function storedHolds(holds: Hold[]): string {
  return JSON.stringify(holds);
}

/** The holds of a stored reason (none for an older row's sentence). */
export function holdsOf(stored: string | null): Hold[] {
  if (!stored?.startsWith('[')) return [];
  try {
    return JSON.parse(stored) as Hold[];
  } catch {
    return [];
  }
}

/** The English sentence of the shops' API and the logs. */
export function holdSentence(stored: string | null): string | null {
  if (stored === null) return null;
  const holds = holdsOf(stored);
  if (!holds.length) return stored;
  return holds.map((hold) => (hold.kind === 'removal'
    ? `would remove ${hold.removed} of ${hold.current} offers (${percent(hold.removed, hold.current)} %, limit ${hold.limitPercent} %)`
    : `${hold.rejected} of ${hold.read} rows did not become offers (${percent(hold.rejected, hold.read)} %, limit ${hold.limitPercent} %)`)).join('; ');
}
