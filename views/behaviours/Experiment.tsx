/** The Experiment behaviour: run by the runtime when idle, after what the shopper sees (client/behaviours/experiment.ts). */
import { EXPERIMENT_MBE } from '../../contract/flags';
import { behaviour } from '../render/behaviour';

/**
 * The experiment flag: client/behaviours/experiment.ts asks
 * GET /api/experiments/dap-10092-mbe for this visitor and, when in it, keeps the flag and pushes
 * { event: 'experiment', experimentKey, variationId } to the dataLayer once. Renders nothing;
 * without JS there is no tag manager to report to.
 */
export interface ExperimentProps {
  experimentKey: string;
}

export function ExperimentView(_props: ExperimentProps) {
  return null;
}

export const Experiment = behaviour<ExperimentProps, { experimentKey: string }>(ExperimentView, {
  name: 'Experiment',
  extra: () => ({ experimentKey: EXPERIMENT_MBE }),
});
