/**
 * The logs of a fault-table run read as an operator reads them: every line of every file one JSON
 * object with a time and a level (what `jq` needs), whether `jq` itself reads each file to its end,
 * which lines carry a request id, and any line with what must never be logged: the shopper's
 * e-mail, an order link's token, an IBAN, a password.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface LogFileCheck {
  file: string;
  lines: number;
  notJson: number;
  withoutTimeOrLevel: number;
  withRequestId: number;
  /** Lines with what must not be logged, by what it was. */
  secrets: Record<string, number>;
  /** `jq -c .` read the whole file (null: jq is not installed). */
  jqReads: boolean | null;
  /** The first line that is not JSON, cut short. */
  firstNotJson?: string;
}

/** What must never be in a log line. The e-mail is the one the tool's shopper orders with. */
export function secretPatterns(shopperEmail: string): Record<string, RegExp> {
  return {
    'e-mail': new RegExp(shopperEmail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'),
    'order token': /[?&]t=[\w-]{8,}/,
    IBAN: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}\b/,
    password: /"password"\s*:\s*"(?!\[redacted\])/i,
  };
}

const hasRequestId = (line: Record<string, unknown>) => {
  const req = line.req as { id?: unknown } | undefined;
  return Boolean(req?.id ?? line.reqId ?? line.requestId ?? line.request_id);
};

export function checkLogFile(file: string, patterns: Record<string, RegExp>): LogFileCheck {
  const text = fs.readFileSync(file, 'utf8');
  const check: LogFileCheck = { file: path.basename(file), lines: 0, notJson: 0, withoutTimeOrLevel: 0, withRequestId: 0, secrets: {}, jqReads: null };
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    check.lines += 1;
    for (const [name, pattern] of Object.entries(patterns)) if (pattern.test(raw)) check.secrets[name] = (check.secrets[name] ?? 0) + 1;
    let line: unknown;
    try {
      line = JSON.parse(raw);
    } catch {
      line = undefined;
    }
    if (!line || typeof line !== 'object' || Array.isArray(line)) {
      check.notJson += 1;
      check.firstNotJson ??= raw.slice(0, 200);
      continue;
    }
    const object = line as Record<string, unknown>;
    if (object.time === undefined || object.level === undefined) check.withoutTimeOrLevel += 1;
    if (hasRequestId(object)) check.withRequestId += 1;
  }
  const jq = spawnSync('jq', ['-c', '.', file], { stdio: ['ignore', 'ignore', 'ignore'] });
  check.jqReads = jq.error ? null : jq.status === 0;
  return check;
}

export function checkLogs(dir: string, shopperEmail: string): LogFileCheck[] {
  const patterns = secretPatterns(shopperEmail);
  return fs.readdirSync(dir).filter((name) => name.endsWith('.log')).sort().map((name) => checkLogFile(path.join(dir, name), patterns));
}

export function logTable(checks: LogFileCheck[]): string {
  const lines = ['| log | lines | not JSON | without time or level | with request id | `jq -c .` reads it | must-not-log hits |', '|---|---:|---:|---:|---:|---|---|'];
  for (const c of checks) {
    const secrets = Object.entries(c.secrets).map(([name, n]) => `${name}×${n}`).join(', ') || '0';
    lines.push(`| ${c.file} | ${c.lines} | ${c.notJson} | ${c.withoutTimeOrLevel} | ${c.withRequestId} | ${c.jqReads === null ? 'jq missing' : c.jqReads ? 'yes' : 'no'} | ${secrets} |`);
  }
  return lines.join('\n');
}
