/**
 * A call of the contract from the browser (through the /api proxy): the answer parsed with the
 * call's schema. A failed call or an answer that does not fit the contract throws CallFailed, and
 * a misfit is logged: the caller applies the call's fallback. The caller hands the call from its
 * domain's file (e.g. `commerceCalls[...]`), so an island's chunk builds only the schemas it reads.
 */
import { fillPath, type AnswerOf, type Call } from '../contract/call';

export class CallFailed extends Error {
  constructor(readonly call: string, readonly status: number) {
    super(`${call} failed (${status})`);
  }
}

export interface CallRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function fetchAnswer<C extends Call>(call: C, { params, query, body, headers = {} }: CallRequest = {}): Promise<AnswerOf<C>> {
  const name = `${call.method} ${call.path}`;
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
  const response = await fetch(`/api${fillPath(call.path, params)}${search}`, {
    method: call.method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new CallFailed(name, response.status);
  const parsed = call.answer.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error(`${name}: answer does not match the contract`, parsed.error.issues[0]);
    throw new CallFailed(name, 502);
  }
  return parsed.data as AnswerOf<C>;
}
