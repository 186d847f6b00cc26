/**
 * How many connections wait in a listening socket's accept queue: the handshake is done, the client
 * may have written its request, and Node has not accepted them yet (its event loop was busy). When
 * the listening socket closes, the kernel resets each of them, so a stopping server closes it only
 * once this is 0. Linux tells it in /proc/net/tcp{,6}: a listening socket's rx_queue is its accept
 * queue's length. Elsewhere, or for a socket this process does not hold, the answer is unknown.
 */
import fs from 'node:fs';
import type net from 'node:net';

const LISTEN = '0A';
const CHUNK_BYTES = 16 * 1024;

/** The socket's inode, as /proc names it, from the descriptor of the server's own listening socket. */
function listeningInode(server: net.Server): string | undefined {
  const fd = (server as unknown as { _handle?: { fd?: number } | null })._handle?.fd;
  if (typeof fd !== 'number' || fd < 0) return undefined;
  try {
    return /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/self/fd/${fd}`))?.[1];
  } catch {
    return undefined;
  }
}

/**
 * The rx_queue of the listening socket with this inode. Read a chunk at a time and no further than
 * that socket's line: the kernel lists listening sockets first and writes each chunk as it is read,
 * while the whole table (every connection on the host) takes tens of milliseconds.
 */
function rxQueueOf(table: string, inode: string): number | undefined {
  let fd: number;
  try {
    fd = fs.openSync(table, 'r');
  } catch {
    return undefined;
  }
  try {
    const chunk = Buffer.alloc(CHUNK_BYTES);
    let rest = '';
    for (;;) {
      const read = fs.readSync(fd, chunk, 0, CHUNK_BYTES, null);
      if (read === 0) return undefined;
      const lines = (rest + chunk.toString('latin1', 0, read)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
        const fields = line.trim().split(/\s+/);
        if (fields[9] !== inode || fields[3] !== LISTEN) continue;
        const queued = Number.parseInt(fields[4]?.split(':')[1] ?? '', 16);
        return Number.isNaN(queued) ? undefined : queued;
      }
    }
  } catch {
    return undefined;
  } finally {
    fs.closeSync(fd);
  }
}

/** The length of the server's accept queue, or undefined where it cannot be read. */
export function acceptQueueLength(server: net.Server): number | undefined {
  if (process.platform !== 'linux') return undefined;
  const inode = listeningInode(server);
  if (!inode) return undefined;
  const address = server.address();
  const family = typeof address === 'object' && address ? address.family : undefined;
  if (family === 'IPv4') return rxQueueOf('/proc/net/tcp', inode);
  if (family === 'IPv6') return rxQueueOf('/proc/net/tcp6', inode);
  return undefined;
}
