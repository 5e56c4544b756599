// The one rule for every redirect target (or back link) taken from a request: a path on this site, or the fallback.
// Used on both sides (no server-only imports), so a page and its action agree on what is safe.

/**
 * A stand-in for the site's origin. Only the path, query and fragment are ever returned, so the value resolves
 * against this origin exactly as it would against the real one, and "same origin" means "same as this".
 */
const SITE = "https://site.invalid";
const MAX_LENGTH = 2048;

/**
 * `value` when it is a same-origin path ("/admin/users?dialog=new"), else `fallback`. Refused: anything not a
 * string or not starting with a single "/", control characters (browsers drop tab, CR and LF, so "/\t/evil"
 * becomes "//evil"; CR/LF would also break the Location header), backslashes (read as "/"), and anything that
 * resolves to another origin or to a path beginning with "//" ("/.//evil").
 */
export function safeRedirect(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return fallback;
  return path;
}
