/**
 * Where the shop keeps the files it serves itself (article documents, product photos): one small
 * interface, so a shared volume or an S3-compatible store can take the folder's place.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface MediaStore {
  /** The file's bytes, or null when there is none under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Keeps the bytes under the key (replacing what was there). */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
}

/** Keys are relative paths of letters, digits, dot, dash and underscore: nothing can leave the folder. */
const KEY = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

export function isMediaKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

function missing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Written beside and renamed; a write that fails (a full disk) leaves no partial file behind. */
async function writeThenRename(partial: string, file: string, bytes: Uint8Array): Promise<void> {
  try {
    const handle = await fs.open(partial, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/** A folder on this machine (or a volume every process mounts). */
export function folderStore(dir: string): MediaStore {
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async read(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async write(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside under a name of its own and renamed: a reader never sees half a file, and
      // writers of the same key at once (the same logo twice) each publish a whole one.
      const partial = `${file}.${randomBytes(12).toString('base64url')}.part`;
      await writeThenRename(partial, file, bytes);
    },
    async size(key) {
      try {
        return (await fs.stat(fileOf(key))).size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}

/** Held in this process's memory: a marketplace nobody configured a folder for (scripts, benchmarks). */
export function memoryStore(): MediaStore {
  const files = new Map<string, Buffer>();
  return {
    read: async (key) => files.get(key) ?? null,
    write: async (key, bytes) => void files.set(key, Buffer.from(bytes)),
    size: async (key) => files.get(key)?.length ?? null,
  };
}
