/** The Experiment island: hydrated when idle, after what the shopper sees. */
import { EXPERIMENT_MBE } from '../../server/marketplace/flags/endpoints';
import { ExperimentView, type ExperimentProps } from './ExperimentView';
import { island } from './island';

export type * from './ExperimentView';
export const Experiment = island<ExperimentProps, { experimentKey: string }>(ExperimentView, {
  name: 'Experiment',
  when: 'idle',
  extra: () => ({ experimentKey: EXPERIMENT_MBE }),
});
