/**
 * The marketplace's files (MEDIA_DIR, FEED_UPLOAD_DIR) on a small tmpfs of their own, so the disk
 * can be filled without touching the machine's: mounting needs root, else the folder is a plain one
 * and the full-disk fault is skipped.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface FilesVolume {
  readonly dir: string;
  /** Null when the volume is a tmpfs the tool can fill; else why the disk cannot be filled. */
  readonly cannotFill: string | null;
  /** Writes one file until the volume has no byte left. */
  fill(): void;
  /** Removes that file again. */
  free(): void;
  /** Unmounts the tmpfs; synchronous, so it also runs while the process exits. */
  release(): void;
}

const FILLER = '.fault-table-filler';

export function filesVolume(dir: string, sizeMb: number): FilesVolume {
  fs.mkdirSync(dir, { recursive: true });
  let cannotFill: string | null = null;
  let mounted = false;
  if (process.getuid?.() !== 0) cannotFill = 'needs root to mount a tmpfs';
  else {
    const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0755`, 'tmpfs', dir], { encoding: 'utf8' });
    if (mount.status === 0) mounted = true;
    else cannotFill = `mount -t tmpfs failed: ${(mount.stderr || String(mount.error)).trim()}`;
  }
  const filler = path.join(dir, FILLER);
  return {
    dir,
    cannotFill,
    fill() {
      const chunk = Buffer.alloc(256 * 1024);
      const fd = fs.openSync(filler, 'w');
      try {
        for (;;) fs.writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        // The last bytes a smaller write still fits.
        try {
          for (;;) fs.writeSync(fd, Buffer.alloc(512));
        } catch {
          // full
        }
      } finally {
        fs.closeSync(fd);
      }
    },
    free() {
      fs.rmSync(filler, { force: true });
    },
    release() {
      if (!mounted) return;
      mounted = false;
      // Lazily, should a process still hold a file there: the mount goes when it lets go.
      if (spawnSync('umount', [dir]).status !== 0) spawnSync('umount', ['-l', dir]);
    },
  };
}
