/**
 * Child processes a test file left running (a server or CLI whose test timed out before it could
 * stop it). In a worker every child belongs to the file that just ended: stopping them keeps the
 * worker's next file from sharing the cores with them.
 */
import fs from 'node:fs';

function childrenOf(pid: number): number[] {
  const tasks = fs.existsSync(`/proc/${pid}/task`) ? fs.readdirSync(`/proc/${pid}/task`) : [];
  return tasks.flatMap((task) => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 200);
  } catch {
    return String(pid);
  }
}

/** Kills the running children of `pid` (SIGKILL) and returns their command lines. */
export function stopChildrenOf(pid: number): string[] {
  const stopped: string[] = [];
  for (const child of childrenOf(pid)) {
    const state = (() => {
      try {
        return /\) (\S)/.exec(fs.readFileSync(`/proc/${child}/stat`, 'utf8'))?.[1];
      } catch {
        return undefined;
      }
    })();
    // A zombie has already ended: its parent only has not read its exit status yet.
    if (state === undefined || state === 'Z') continue;
    const command = commandOf(child);
    try {
      process.kill(child, 'SIGKILL');
      stopped.push(command);
    } catch {
      // Ended between the listing and the kill.
    }
  }
  return stopped;
}
