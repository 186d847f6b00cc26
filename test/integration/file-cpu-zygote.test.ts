/**
 * The files' CPU counts Chromium's renderers, which end as init's children: the browser helper
 * reads its zygotes' time (their own and the children they reaped) before Chromium closes
 * (test/support/file-cpu.js). A stand-in zygote shows the reading is what the kernel counted.
 * @backends sqlite: it reads the kernel's accounting of processes; no backend changes it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const { zygoteCpuSeconds } = require('../support/file-cpu.js') as { zygoteCpuSeconds(browser: number): number | undefined };

const onLinux = fs.existsSync('/proc/self/stat') ? test : test.skip;

onLinux('a zygote\'s time counts the children it reaped, as Chromium\'s renderers are', async () => {
  // A stand-in zygote (named so on its command line, as Chromium's are): it waits for a child that
  // spins 0.4 s of CPU, then idles until the test has read it.
  const zygote = spawn(process.execPath, ['-e', `
    const { spawnSync } = require('node:child_process');
    spawnSync(process.execPath, ['-e', 'const t = process.cpuUsage(); while ((process.cpuUsage(t).user + process.cpuUsage(t).system) < 4e5);']);
    process.stdout.write('reaped');
    setTimeout(() => {}, 30000);
  `, '--', '--type=zygote'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise((resolve) => zygote.stdout.once('data', resolve));
    expect(zygoteCpuSeconds(process.pid)).toBeGreaterThanOrEqual(0.4);
    // Not a zygote of this process's: nothing.
    expect(zygoteCpuSeconds(zygote.pid!)).toBe(0);
  } finally {
    const exited = new Promise((resolve) => zygote.once('exit', resolve));
    zygote.kill();
    await exited;
  }
});
