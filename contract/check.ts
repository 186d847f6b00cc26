/**
 * The client half of the check headers: c = first 32 hex digits of SHA-256("csr:ts").
 * No Node imports: the same file is bundled for the browser (crypto.subtle exists in every
 * current browser on https and localhost, and in Node 24).
 */
export async function deriveCheck(csr: string, ts: string): Promise<string> {
  const data = new TextEncoder().encode(`${csr}:${ts}`);
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data));
  let hex = '';
  for (let i = 0; i < 16; i++) hex += digest[i]!.toString(16).padStart(2, '0');
  return hex;
}
