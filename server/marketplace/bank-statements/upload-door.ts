/**
 * The statement file sent from the desk's form (multipart/form-data), a door of the marketplace
 * (http/door.ts) the web tier relays the form to: the marketplace's API takes small JSON bodies
 * only, and a day's statement is larger. One file part of at most STATEMENT_MAX_BYTES, held in
 * memory, read and imported. The operator is the desk sign-in the web tier read from its signed
 * staff cookie and passed on (the doors' one reader finds its session); the web tier has checked
 * that the form came from this site. The answer is a redirect (303) to the import's page, or back
 * to the form naming what was wrong beside the file field, in the operator's language: a browser's
 * form, not an API client, is what reads it.
 */
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { BANK_STATEMENT_PATHS, type StatementUploadProblem } from '../../../contract/calls/bank-statements';
import type { Database } from '../db/connection';
import { recordAudit, type StaffSession } from '../staff';
import { readCamt053, StatementRefused } from './camt';
import { importStatements, type OutgoingConfirmer } from './import';

/** A month's statements of a busy account stay well below this; a larger file is refused before it is read. */
export const STATEMENT_MAX_BYTES = 16 * 1024 * 1024;

export interface StatementUploadServices {
  db: Database;
  /** Recognise our own outgoing transfers (payouts, refunds) by their end-to-end id. */
  outgoingConfirmers?: readonly OutgoingConfirmer[];
}

class Refused extends Error {
  constructor(readonly problem: StatementUploadProblem) {
    super(problem);
  }
}

const back = (res: Response, problem: StatementUploadProblem) => res.status(303).location(`${BANK_STATEMENT_PATHS.form}?problem=${problem}#statement`).end();

/** POST /desk/bank-statement-uploads */
export const receiveStatement = (options: StatementUploadServices) => async (req: Request, res: Response, { session }: { session: StaffSession | null }) => {
  const kysely = options.db.kysely;
  // The desk's form page sends a stranger to the sign-in and refuses other roles itself.
  if (!session || session.stage !== 'signed_in' || session.staff.role !== 'operator') {
    req.resume();
    return back(res, 'sign_in');
  }
  if (!(req.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    req.resume();
    return back(res, 'no_file');
  }
  if (Number(req.get('content-length') ?? NaN) > STATEMENT_MAX_BYTES + 64 * 1024) {
    req.resume();
    return back(res, 'too_large');
  }
  try {
    const file = await receiveFile(req);
    const statements = readCamt053(textOf(file.bytes));
    const result = await importStatements(kysely, statements, { fileName: file.name, by: { staffId: session.staff.id }, outgoingConfirmers: options.outgoingConfirmers });
    await recordAudit(kysely, session.staff, 'bank_statement_imported', { detail: { importId: result.importId, read: result.read, already: result.already, ...result.counts } });
    res.status(303).location(BANK_STATEMENT_PATHS.result(result.importId)).end();
  } catch (error) {
    if (!req.complete) req.resume(); // read the rest away so the answer reaches the browser
    if (error instanceof Refused) return back(res, error.problem);
    if (error instanceof StatementRefused) return back(res, error.problem);
    throw error;
  }
};

/** The file's text: UTF-8 as camt.053 asks, unless its declaration names Latin-1 (some banks' exports). */
function textOf(bytes: Buffer): string {
  const declaration = /^\s*<\?xml[^>]*encoding=["']([^"']+)["']/i.exec(bytes.subarray(0, 200).toString('latin1'));
  const latin = declaration && /^(iso-8859-1|iso-8859-15|latin-?1|windows-1252)$/i.test(declaration[1]!);
  return bytes.toString(latin ? 'latin1' : 'utf8').replace(/^\uFEFF/, '');
}

/** The form's first file part, whole, with its name (refused beyond STATEMENT_MAX_BYTES). */
function receiveFile(req: Request): Promise<{ name: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    let form: busboy.Busboy;
    try {
      form = busboy({ headers: req.headers, limits: { files: 1, fileSize: STATEMENT_MAX_BYTES, fields: 5, fieldSize: 1024 } });
    } catch {
      return reject(new Refused('no_file'));
    }
    const chunks: Buffer[] = [];
    let truncated = false;
    let name = '';
    let seen = false;
    form.on('file', (_field, stream, info) => {
      seen = true;
      name = info.filename ?? '';
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => { truncated = true; });
    });
    form.on('close', () => {
      if (truncated) return reject(new Refused('too_large'));
      const bytes = Buffer.concat(chunks);
      if (!seen || bytes.length === 0) return reject(new Refused('no_file'));
      resolve({ name: name || 'statement.xml', bytes });
    });
    form.on('error', () => reject(new Refused('no_file')));
    req.on('aborted', () => reject(new Refused('no_file')));
    req.pipe(form);
  });
}
