/** The checks read the catalogue in batches of article ids, never a million rows at once. */
import type { Db } from '../db/connection';

export const BATCH = 20_000;

/** The highest id of the table: where the batches end. */
export async function maxId(db: Db, table: 'articles' | 'offers'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max<number>('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}
