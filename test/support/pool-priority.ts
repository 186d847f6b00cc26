/**
 * The files that need no browser run at a lower priority than the browser lane when both lanes run
 * (backend-runner.ts): the lanes have one worker more than there are cores, and what the pool takes
 * is what the browser lane and its Chromium leave, so the checks that time what a shopper sees
 * (first paint, the slowed phone) keep a core of their own. The worker and the processes its files
 * start inherit the priority; a worker never raises it again (an unprivileged process cannot), so a
 * browser lane that helps with the pool after its browser files stays lowered too.
 */
import os from 'node:os';
const { scanTestFile } = require('./backend-scan.js') as { scanTestFile(file: string): { usesBrowser: boolean } };

export const POOL_PRIORITY_VARIABLE = 'SPAREO_TEST_POOL_LOWER';
/** Nice value of the pool: below the browser lane's, above nothing that must wait for it. */
const POOL_NICE = 10;

export function lowerPoolPriority(testPath: string): void {
  if (process.env[POOL_PRIORITY_VARIABLE] !== '1' || !process.send) return;
  if (scanTestFile(testPath).usesBrowser) return;
  if (os.getPriority(process.pid) >= POOL_NICE) return;
  os.setPriority(process.pid, POOL_NICE);
}
