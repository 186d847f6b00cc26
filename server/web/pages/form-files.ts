/**
 * A shopper's form that carries files (multipart/form-data, as a browser sends it without script):
 * its fields as a plain form's, and its files each held in memory up to the screen's bound. The
 * body is read to its end whatever it holds, so the form can come back saying which file was too
 * large or that there were too many, with everything else that was typed.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { bytesOfLimit } from '../back-office/form-bounds';

/** How many files a form takes in its one file field, and the bytes of each. */
export interface FileBounds {
  field: string;
  count: number;
  bytesEach: number;
}

/** tooMany: more files than the bound (the first ones are kept); tooLarge: one was cut at its bound (it is left out). */
export interface SentFiles {
  files: Buffer[];
  tooMany: boolean;
  tooLarge: boolean;
}

export const NO_FILES: SentFiles = { files: [], tooMany: false, tooLarge: false };

/**
 * Read to the end, so the answer reaches the browser (one that stops sending shows its own error,
 * never the form): beyond it a body is refused before it is read (security/request-limits.ts).
 */
export const UPLOAD_READ_BYTES = 32 * 1024 * 1024;

export function isMultipart(req: Request): boolean {
  return (req.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** The form's fields and files; null when it cannot be read (not multipart, cut off, larger than UPLOAD_READ_BYTES). */
export function readFormWithFiles(req: Request, bounds: { limit: string; parameterLimit: number; files: FileBounds }): Promise<{ body: Record<string, unknown>; files: SentFiles } | null> {
  return new Promise((resolve) => {
    let form: busboy.Busboy;
    try {
      form = busboy({ headers: req.headers, limits: { files: bounds.files.count, fileSize: bounds.files.bytesEach, fields: bounds.parameterLimit, fieldSize: bytesOfLimit(bounds.limit) } });
    } catch {
      req.resume();
      return resolve(null);
    }
    const body: Record<string, unknown> = {};
    const files: Buffer[] = [];
    let tooMany = false;
    let tooLarge = false;
    let read = 0;
    let done = false;
    const finish = (value: { body: Record<string, unknown>; files: SentFiles } | null) => {
      if (done) return;
      done = true;
      resolve(value);
    };
    form.on('field', (name, value) => {
      if (!(name in body)) body[name] = value;
    });
    form.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let cut = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => { cut = true; });
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        // A file field left empty still sends a part, without a name and without bytes.
        if (name !== bounds.files.field || (bytes.length === 0 && !info.filename)) return;
        if (cut) tooLarge = true;
        else files.push(bytes);
      });
    });
    form.on('filesLimit', () => { tooMany = true; });
    form.on('close', () => finish({ body, files: { files, tooMany, tooLarge } }));
    form.on('error', () => finish(null));
    req.on('aborted', () => finish(null));
    req.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read <= UPLOAD_READ_BYTES) return;
      req.unpipe(form);
      req.resume();
      finish(null);
    });
    req.pipe(form);
  });
}
