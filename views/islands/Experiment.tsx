/** The Experiment behaviour: run by the runtime when idle, after what the shopper sees (client/behaviours/experiment.ts). */
import { EXPERIMENT_MBE } from '../../contract/flags';
import { behaviour } from './behaviour';
import { ExperimentView, type ExperimentProps } from './ExperimentView';

export type * from './ExperimentView';
export const Experiment = behaviour<ExperimentProps, { experimentKey: string }>(ExperimentView, {
  name: 'Experiment',
  extra: () => ({ experimentKey: EXPERIMENT_MBE }),
});
