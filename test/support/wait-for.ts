/**
 * Waits for the state a test needs, not for a time that is usually enough: the condition is asked
 * every `intervalMs` until it holds, and the wait fails naming what it waited for once `timeoutMs`
 * passed. A busy machine then costs time, never a wrong answer; a quiet one costs none.
 */
export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000, intervalMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Whether a TCP connection to the port is refused (nothing listens there any more). */
export async function refused(port: number, host = '127.0.0.1'): Promise<boolean> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => { socket.destroy(); resolve(false); });
    socket.once('error', () => resolve(true));
  });
}
