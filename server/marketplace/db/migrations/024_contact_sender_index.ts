/** The desk folds the inbox by sender and lists a sender's messages: both read by e-mail address. */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('contact_messages_email').on('contact_messages').columns(['email', 'id']).execute();
}
