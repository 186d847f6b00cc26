/** Chunk entry of the Experiment island. */
import { ExperimentView } from '../../views/islands/ExperimentView';
import { mountWith } from '../mount';

export const mount = mountWith(ExperimentView);
