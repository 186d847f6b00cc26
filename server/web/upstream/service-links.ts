/**
 * A web replica that reaches the marketplace as a service (MARKETPLACE_URL) and opens no database:
 * its rate-limit counters and its news of catalogue and offer changes come from the service's
 * /internal calls, with the token derived from CHECK_SECRET.
 */
import type { RateLimitCounters } from '../security/rate-limit-store';

const COUNTER_TIMEOUT_MS = 1000;

export function remoteCounters(baseUrl: string, token: string): RateLimitCounters {
  const post = async (path: string, body: object) => {
    const answer = await fetch(new URL(`/internal/counters/${path}`, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(COUNTER_TIMEOUT_MS),
    });
    if (!answer.ok) throw new Error(`counters answered ${answer.status}`);
    return answer.json() as Promise<unknown>;
  };
  return {
    hit: async (key, windowMs) => (await post('hit', { key, windowMs })) as { hits: number; resetAt: number },
    decrement: async (key) => void (await post('decrement', { key })),
    reset: async (key) => void (await post('reset', { key })),
  };
}

export interface ChangeSubscription {
  stop(): void;
}

/**
 * Follows the service's change stream and calls onChange for every change. Whenever the stream
 * (re)connects, changes may have been missed meanwhile, so onChange is called once then as well.
 */
export function followChanges(baseUrl: string, token: string, onChange: () => void, onError: (error: unknown) => void = () => {}, retryMs = 1000): ChangeSubscription {
  let stopped = false;
  let controller: AbortController | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    controller = new AbortController();
    try {
      const answer = await fetch(new URL('/internal/changes', baseUrl), { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
      if (!answer.ok || !answer.body) throw new Error(`change stream answered ${answer.status}`);
      onChange();
      const decoder = new TextDecoder();
      let buffered = '';
      const reader = answer.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffered += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (event.split('\n').some((line) => line.startsWith('data:'))) onChange();
        }
      }
    } catch (error) {
      if (!stopped) onError(error);
    }
    if (stopped) return;
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  };
  void connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      controller?.abort();
    },
  };
}
