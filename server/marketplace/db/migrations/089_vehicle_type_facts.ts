/**
 * vehicle_type_facts: what decides a vehicle type's parts in the trade, one row per model (a type:
 * one engine variant of one generation): its platform and engine family (brakes and suspension
 * follow the platform, filters and ignition the engine), the sizes it leaves the factory with (disc
 * and drum diameters, wiper lengths, battery capacity, low-beam bulb) and the oil its maker
 * prescribes. Written by the vehicle-base import; models from lists without these facts have none.
 */
import type { MigrationDb } from './kit';
import { keyed } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await keyed(db, db.schema.createTable('vehicle_type_facts')
    .addColumn('model_id', 'integer', (c) => c.notNull().primaryKey().references('models.id'))
    .addColumn('chassis', 'text').addColumn('platform', 'text').addColumn('body', 'text')
    .addColumn('engine_code', 'text')
    .addColumn('front_disc_mm', 'integer').addColumn('rear_disc_mm', 'integer').addColumn('rear_drum_mm', 'integer')
    .addColumn('wipers_mm', 'text').addColumn('battery_ah', 'integer').addColumn('headlamp', 'text')
    .addColumn('oil_grade', 'text').addColumn('oil_approval', 'text')).execute();
}
