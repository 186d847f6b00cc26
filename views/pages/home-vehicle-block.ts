/** The home page's vehicle block: the selector, what a HSN/TSN or plate lookup found, the values typed. */
import type { VehicleSelectorProps } from '../islands/vehicle/types';

export type Lookup =
  | { kind: 'none' }
  | { kind: 'invalid'; method: 'hsnTsn' | 'plate' }
  | { kind: 'unknown'; method: 'hsnTsn' | 'plate' }
  /** The register lists the key but names only the model: the shopper is told, not offered guesses. */
  | { kind: 'unplaced'; method: 'hsnTsn'; name: string }
  /** Several types fit; `name` is what the register names when it names no more than the model. */
  | { kind: 'several'; method: 'hsnTsn' | 'plate'; name?: string; generation?: string; vehicles: { label: string; facts: string; href: string; group?: string }[] };

export interface VehicleBlock {
  selector: VehicleSelectorProps;
  lookup: Lookup;
  /** Values to show again in the HSN/TSN and plate forms. */
  entered: { hsn?: string; tsn?: string; plate?: string };
}
