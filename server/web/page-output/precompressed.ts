/**
 * Serves the .br / .gz copies the build writes (scripts/build.mjs) when the browser accepts them:
 * brotli q11 and gzip 9 made once, instead of gzip 6 per request by compression(). It sets
 * Content-Encoding, so compression() leaves the body alone; Content-Type comes from the plain
 * file's name, Vary: Accept-Encoding always. Anything else (no copy, identity only, not GET/HEAD)
 * falls through to express.static with the same caching options.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { acceptedEncodings, type Encoding } from './compression';

export interface PrecompressedOptions {
  /** Hashed file names: cached for a year, immutable. Else maxAge. */
  immutable?: boolean;
  maxAge?: string | number;
  /** false: the plain files only, compressed per request like any answer (to measure what the copies buy). */
  copies?: boolean;
}

const EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export function precompressed(dir: string, compressedDir: string, options: PrecompressedOptions = {}): RequestHandler {
  const root = path.resolve(dir);
  const compressedRoot = path.resolve(compressedDir);
  // Whether a copy exists, per path (the build does not change files under a running server's feet,
  // except in development, where a miss costs one stat).
  const exists = new Map<string, boolean>();
  const has = (file: string) => {
    let found = exists.get(file);
    if (found === undefined) {
      found = fs.existsSync(file);
      if (found || exists.size < 10_000) exists.set(file, found);
    }
    return found;
  };
  const cacheControl = options.immutable ? 'public, max-age=31536000, immutable' : undefined;
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (relative.includes('\0') || relative.endsWith('/')) return next();
    const plain = path.join(root, relative);
    if (!plain.startsWith(root + path.sep)) return next();
    const encodings = acceptedEncodings(req.get('accept-encoding'));
    res.vary('Accept-Encoding');
    for (const encoding of encodings) {
      const file = path.join(compressedRoot, relative) + EXTENSION[encoding];
      if (!file.startsWith(compressedRoot + path.sep) || !has(file)) continue;
      res.type(path.extname(plain) || 'application/octet-stream');
      res.set('content-encoding', encoding);
      if (cacheControl) res.set('cache-control', cacheControl);
      res.sendFile(file, { maxAge: options.immutable ? undefined : options.maxAge, cacheControl: !cacheControl, dotfiles: 'deny' }, (error) => {
        if (!error) return;
        res.removeHeader('content-encoding');
        next(error.message.includes('ENOENT') ? undefined : error);
      });
      return;
    }
    next();
  };
}

/** precompressed() then express.static for the plain file, with the same caching. */
export function staticWithPrecompressed(dir: string, compressedDir: string, options: PrecompressedOptions = {}): RequestHandler[] {
  return [
    ...(options.copies === false ? [] : [precompressed(dir, compressedDir, options)]),
    // No redirect of a folder to its slash form: the pages' one form has no trailing slash, and the two
    // redirects would send a browser back and forth for ever. A folder is simply not found here.
    express.static(dir, { index: false, redirect: false, ...(options.immutable ? { immutable: true, maxAge: '1y' } : { maxAge: options.maxAge ?? 0 }) }),
  ];
}
