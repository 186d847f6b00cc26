/** Reports the visitor's experiment variation to the tag manager (window.dataLayer), once per page. */
export interface ExperimentDecision {
  key: string;
  enabled: boolean;
  variationId: string | null;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const reported = new Set<string>();

export async function reportExperiment(experimentKey: string): Promise<ExperimentDecision | null> {
  if (reported.has(experimentKey)) return null;
  reported.add(experimentKey);
  let decision: ExperimentDecision | null = null;
  // A page left while the call is open ends it: nothing is left open behind the shopper's next page.
  const leaving = new AbortController();
  const leave = () => leaving.abort();
  addEventListener('pagehide', leave, { once: true });
  try {
    // Checked by hand rather than with the contract's schema: this runs on every page at idle,
    // and the schema library would be a chunk every visitor loads.
    const response = await fetch(`/api/experiments/${encodeURIComponent(experimentKey)}`, { credentials: 'same-origin', headers: { accept: 'application/json' }, priority: 'low', signal: leaving.signal });
    const body = response.ok ? ((await response.json()) as Partial<ExperimentDecision>) : null;
    decision = body && typeof body.enabled === 'boolean' && (body.variationId === null || typeof body.variationId === 'string') ? (body as ExperimentDecision) : null;
  } catch {
    return null;
  } finally {
    removeEventListener('pagehide', leave);
  }
  if (!decision?.enabled || !decision.variationId) return decision;
  document.documentElement.dataset.experiment = `${experimentKey}:${decision.variationId}`;
  (window.dataLayer ??= []).push({ event: 'experiment', experimentKey, variationId: decision.variationId });
  return decision;
}
