/** A child process a test file left running is stopped after the file (test/support/left-processes.ts). */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { stopChildrenOf } from '../support/left-processes';

test('a child still running is killed and named; nothing else is touched', async () => {
  const running = spawn('sleep', ['600'], { stdio: 'ignore' });
  await once(running, 'spawn');
  expect(stopChildrenOf(process.pid)).toEqual(['sleep 600']);
  const [code, signal] = (await once(running, 'exit')) as [number | null, NodeJS.Signals | null];
  expect([code, signal]).toEqual([null, 'SIGKILL']);
  expect(stopChildrenOf(process.pid)).toEqual([]);
});
