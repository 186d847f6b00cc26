/**
 * A web replica that reaches the marketplace as a service (MARKETPLACE_URL) and opens no database:
 * its rate-limit counters and its news of catalogue and offer changes come from the service's
 * /internal calls, with the token derived from CHECK_SECRET. With several addresses, a counter call
 * that fails goes to the next address, and the change stream follows one address at a time,
 * moving to the next when its stream ends or cannot be opened.
 */
import http from 'node:http';
import https from 'node:https';
import type { RateLimitCounters } from '../security/rate-limit-store';

const COUNTER_TIMEOUT_MS = 1000;

/**
 * A counter call over node:http on kept-alive connections: it is made for every request a budget
 * counts (every search suggestion), and fetch cost several times its CPU. A kept-alive connection
 * the service closed as it was reused fails before the service read the call: it is sent once more.
 */
function counterPost(agents: { http: http.Agent; https: https.Agent }, url: URL, token: string, body: object, retried = false): Promise<unknown> {
  const payload = JSON.stringify(body);
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` };
    const options = { method: 'POST', headers, timeout: COUNTER_TIMEOUT_MS };
    const outgoing = secure ? https.request(url, { ...options, agent: agents.https }, answered) : http.request(url, { ...options, agent: agents.http }, answered);
    function answered(answer: http.IncomingMessage) {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const status = answer.statusCode ?? 502;
        if (status < 200 || status >= 300) return reject(new Error(`counters answered ${status}`));
        try {
          resolve(JSON.parse(text));
        } catch (error) {
          reject(error instanceof Error ? error : new Error('unreadable answer'));
        }
      });
    }
    outgoing.on('timeout', () => outgoing.destroy(new Error(`counters did not answer within ${COUNTER_TIMEOUT_MS} ms`)));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (outgoing.reusedSocket && error.code === 'ECONNRESET' && !retried) counterPost(agents, url, token, body, true).then(resolve, reject);
      else reject(error);
    });
    outgoing.end(payload);
  });
}

export function remoteCounters(addresses: readonly string[], token: string): RateLimitCounters {
  let turn = 0;
  const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 32 }), https: new https.Agent({ keepAlive: true, maxSockets: 32 }) };
  const postTo = (baseUrl: string, path: string, body: object) => counterPost(agents, new URL(`/internal/counters/${path}`, baseUrl), token, body);
  const post = async (path: string, body: object) => {
    const first = turn++;
    let lastError: unknown;
    for (let i = 0; i < addresses.length; i++) {
      try {
        return await postTo(addresses[(first + i) % addresses.length]!, path, body);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
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
 * Follows a service's change stream and calls onChange for every change. Whenever the stream
 * (re)connects, changes may have been missed meanwhile, so onChange is called once then as well.
 * Any service tells of every change (they share the database's change feed): when one's stream
 * ends, the next address is followed at once; when none could be opened, after retryMs.
 */
export function followChanges(addresses: readonly string[], token: string, onChange: () => void, onError: (error: unknown) => void = () => {}, retryMs = 1000): ChangeSubscription {
  let stopped = false;
  let controller: AbortController | undefined;
  let retry: NodeJS.Timeout | undefined;
  let index = 0;
  let failedInARow = 0;

  const connect = async () => {
    controller = new AbortController();
    const baseUrl = addresses[index % addresses.length]!;
    let opened = false;
    try {
      const answer = await fetch(new URL('/internal/changes', baseUrl), { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
      if (!answer.ok || !answer.body) throw new Error(`change stream answered ${answer.status}`);
      opened = true;
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
    index++;
    failedInARow = opened ? 0 : failedInARow + 1;
    // Straight to the next address, until every one has failed in a row: then wait before the next round.
    const wait = addresses.length > 1 && failedInARow < addresses.length ? 0 : retryMs;
    if (failedInARow >= addresses.length) failedInARow = 0;
    retry = setTimeout(() => void connect(), wait);
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
