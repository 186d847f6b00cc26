/**
 * Debian's libfaketime (package libfaketime), preloaded into a server process to move its clock:
 * the multi-threaded build, as Node runs threads of its own.
 */
import fs from 'node:fs';

const CANDIDATES = ['/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1', '/usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1'];

export const FAKETIME_LIBRARY = CANDIDATES.find((file) => fs.existsSync(file)) ?? CANDIDATES[0]!;
