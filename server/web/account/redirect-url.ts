/**
 * redirectUrl of the login page: only a same-site relative path is honoured, so a link of ours can
 * never send a visitor to another site after signing in (no open redirect).
 */
const BASE = 'http://spareo.invalid';

export function safeRedirectUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  // One leading slash; '//' and '/\' are host-relative in browsers.
  if (value[0] !== '/' || value[1] === '/' || value[1] === '\\') return null;
  // Browsers drop tabs and newlines ('/\t/evil.com' becomes '//evil.com') and read '\' as '/'.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // '/.//evil.example' normalises to '//evil.example', which a browser reads as another host.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
