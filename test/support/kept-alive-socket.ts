/**
 * One raw kept-alive HTTP/1.1 socket, as a proxy holds them: requests written by hand, each whole
 * answer (headers and Content-Length body) heard as it arrives, and whether and when the server
 * closed it.
 */
import net from 'node:net';

export function keptAliveSocket(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  let closed = false;
  let closedAt = 0;
  const close = () => {
    if (!closed) closedAt = Date.now();
    closed = true;
  };
  socket.on('data', (chunk: Buffer) => (buffer += chunk.toString('latin1')));
  socket.on('close', close);
  socket.on('error', close);
  const whole = () => {
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0) return false;
    const length = Number(/content-length: (\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
    return buffer.length >= end + 4 + length;
  };
  const kept = {
    opened: new Promise((resolve) => socket.once('connect', resolve)),
    send(target: string) {
      buffer = '';
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    },
    /** The next whole answer, or what came before the server closed the socket. */
    answer(): Promise<string> {
      return new Promise((resolve) => {
        const heard = () => {
          if (!whole() && !closed) return;
          socket.off('data', heard).off('close', heard);
          resolve(buffer);
        };
        socket.on('data', heard).on('close', heard);
        heard();
      });
    },
    get(target: string): Promise<string> {
      kept.send(target);
      return kept.answer();
    },
    get closed() {
      return closed;
    },
    /** When it closed (0: open): a busy machine may run a test late, the server's timers not. */
    get closedAt() {
      return closedAt;
    },
    destroy: () => socket.destroy(),
  };
  return kept;
}
