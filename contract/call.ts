/**
 * One call between browser, web tier and marketplace: where it goes, what it takes, what it
 * answers and what stands in for the answer when the call fails. The marketplace validates
 * requests with these schemas, the web tier's client and the islands parse answers with them, so
 * the three can only disagree by failing a test.
 */
import * as z from 'zod';

export type Method = 'GET' | 'POST';

export interface Call<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** path-to-regexp pattern below /api. */
  path: string;
  params: Params;
  query: Query;
  body: Body;
  answer: Answer;
  /** What the caller uses when the call fails, typed by the answer. */
  fallback: () => z.infer<Answer>;
  /** True when the answer depends only on the request (never on session, cart or user). */
  cacheable: boolean;
  /** Made by the web tier alone, on the server: the browser's /api answers 404 for it. */
  webTierOnly: boolean;
  /** The largest body it takes, where that is more than a form's few fields (photos). */
  bodyBytes?: number;
  /** How long the caller waits at least, where the work takes longer by its nature (photos decoded). */
  timeoutMs?: number;
}

const noParams = z.object({});
const anyQuery = z.looseObject({});
const noBody = z.unknown();

/** Builds a call; omitted schemas accept no path parameters, any query and any body. */
export function defineCall<
  Params extends z.ZodType = typeof noParams,
  Query extends z.ZodType = typeof anyQuery,
  Body extends z.ZodType = typeof noBody,
  Answer extends z.ZodType = z.ZodType,
>(call: {
  method: Method;
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  answer: Answer;
  fallback: () => z.infer<Answer>;
  cacheable?: boolean;
  webTierOnly?: boolean;
  bodyBytes?: number;
  timeoutMs?: number;
}): Call<Params, Query, Body, Answer> {
  return {
    ...call,
    params: (call.params ?? noParams) as Params,
    query: (call.query ?? anyQuery) as Query,
    body: (call.body ?? noBody) as Body,
    cacheable: call.cacheable ?? false,
    webTierOnly: call.webTierOnly ?? false,
  };
}

export type AnswerOf<C extends Call> = z.infer<C['answer']>;
export type QueryOf<C extends Call> = z.input<C['query']>;
export type ParamsOf<C extends Call> = z.input<C['params']>;
export type BodyOf<C extends Call> = z.input<C['body']>;

/** The first issue of a failed parse as { field, message }: the marketplace answers 400 with it. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: issue?.path.join('.') || 'input', message: issue?.message ?? 'invalid' };
}

/**
 * Reads an answer body with the call's schema. An answer that does not parse is the call's
 * failure: the fallback is used and the mismatch reported, never passed on as if it fitted.
 */
export function readAnswer<C extends Call>(call: C, body: unknown, report?: (message: string) => void): AnswerOf<C> {
  const parsed = call.answer.safeParse(body);
  if (parsed.success) return parsed.data as AnswerOf<C>;
  const { field, message } = firstIssue(parsed.error);
  report?.(`${call.method} ${call.path}: answer does not match the contract at ${field}: ${message}`);
  return call.fallback() as AnswerOf<C>;
}

/**
 * The call's path with its parameters filled in and encoded: `:name` takes one segment, the
 * optional wildcard `{/*name}` takes a list of segments (or nothing).
 */
export function fillPath(path: string, params: Record<string, string | number | readonly string[]> = {}): string {
  return path
    .replace(/\{\/\*(\w+)\}/g, (_, name: string) => {
      const value = params[name];
      const segments = Array.isArray(value) ? value : value === undefined ? [] : [String(value)];
      return segments.map((segment) => `/${encodeURIComponent(segment)}`).join('');
    })
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined || Array.isArray(value)) throw new Error(`${path}: parameter ${name} is missing`);
      return encodeURIComponent(String(value));
    });
}
