/**
 * Notices the database file vanishing under the running server (deleted, moved or replaced): the
 * open connection would go on writing into a file nobody will ever read again. The file's device
 * and inode are compared with those at start, on a timer and whenever asked (before a write);
 * while they differ the shop refuses writes (503) and is not ready. Moved back, it is intact again;
 * replaced by another file, the process must be restarted to open the new one.
 */
import fs from 'node:fs';

export interface DatabaseFileWatch {
  /** True while the path still names the file the connection opened. */
  intact(): boolean;
  stop(): void;
}

function identity(file: string): string | null {
  try {
    const stat = fs.statSync(file);
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return null;
  }
}

export function watchDatabaseFile(file: string, onChange: (intact: boolean) => void = () => {}, everyMs = 1000): DatabaseFileWatch {
  const expected = identity(file);
  let lastCheck = 0;
  let state = true;
  const check = () => {
    const intact = expected !== null && identity(file) === expected;
    lastCheck = Date.now();
    if (intact !== state) onChange(intact);
    state = intact;
    return intact;
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  return {
    // A stat costs microseconds; still, many writes in one millisecond share one.
    intact: () => (Date.now() - lastCheck < 1 ? state : check()),
    stop: () => clearInterval(timer),
  };
}
