/** The vehicle selector's shapes: the server fills them, the island and its list loaders read them. */
import type { ModelOptionFormat } from '../../engine-facts';

export interface VehicleOption {
  id: string;
  label: string;
}

export interface VehicleSelectorProps {
  /** Where the GET forms submit to (the current page), and the target once a model is chosen. */
  action: string;
  manufacturers: { popular: VehicleOption[]; all: VehicleOption[] };
  series?: { popular: VehicleOption[]; all: VehicleOption[] };
  models?: { popular: VehicleOption[]; all: VehicleOption[] };
  selected?: { manufacturerId?: string; seriesId?: string; modelId?: string };
  methods: { hsnTsn: boolean; licensePlate: boolean };
  labels: Record<string, string>;
  /** Model page path with placeholders __SERIES__ and __MODEL__ (built by the route table on the server). */
  modelPath?: string;
  /** How model options loaded in the browser read (the edition's units and number format). */
  modelFormat?: ModelOptionFormat;
}
