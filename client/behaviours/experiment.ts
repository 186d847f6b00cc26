/** Reports the visitor's experiment variation to window.dataLayer when the page is idle (client/experiment/report.ts). */
import { idle } from '../directives/idle';
import { reportExperiment } from '../experiment/report';

export function experiment(_marker: HTMLElement, { experimentKey }: { experimentKey?: string }): void {
  if (typeof experimentKey === 'string') void idle().then(() => reportExperiment(experimentKey));
}
