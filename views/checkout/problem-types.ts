/** The problem report on the order page: a form refused (with what was typed and why), or one sent (its reference). */
export type ProblemField = 'kind' | 'text';

export interface ProblemFormState {
  part: string;
  values: { kind: string; text: string };
  problem: { kind: 'field'; field: ProblemField } | { kind: 'tooMany'; retryMinutes: number } | { kind: 'unavailable' };
}

export interface ProblemSent { part: string; reference: string }

export interface ProblemReportProps { form: ProblemFormState | null; sent: ProblemSent | null }
