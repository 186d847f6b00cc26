/**
 * The experiment flag (spec sections 4, 7): asks GET /api/experiments/dap-10092-mbe for this
 * visitor; when in it, keeps the flag (data attribute on <html>, for styles and scripts) and
 * pushes { event: 'experiment', experimentKey, variationId } to the tag manager's dataLayer once.
 * Renders nothing; without JS there is no tag manager to report to.
 */
import { useEffect } from 'react';
import { reportExperiment } from '../../client/experiment/report';

export interface ExperimentProps {
  experimentKey: string;
}

export function ExperimentView({ experimentKey }: ExperimentProps) {
  useEffect(() => {
    void reportExperiment(experimentKey);
  }, [experimentKey]);
  return null;
}
