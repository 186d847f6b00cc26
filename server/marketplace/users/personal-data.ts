/** The accounts' part of a shopper's personal data: the account itself and its saved vehicles. */
import type { Db } from '../db/connection';

/** The account registered with this e-mail address, if any. */
export async function accountOf(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'created_at']).where('email', '=', email).executeTakeFirst();
}

export async function savedVehiclesOf(db: Db, userId: number) {
  return db.selectFrom('saved_vehicles').select(['model_id as modelId', 'saved_at as savedAt']).where('user_id', '=', userId).orderBy('saved_at').execute();
}

/** Erases the account; its saved vehicles and sessions go with it (the tables' cascades). */
export async function eraseAccount(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
