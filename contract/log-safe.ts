/** What logs may hold of a request: cookie names without values, URLs without credentials in their query. */

const SECRET_PARAM = /token|ticket|secret|password|passwd|session|auth|key|code_verifier|signature/i;

/** "a=1; b=2" → "a; b": which cookies came, never what they hold (a session cookie is a credential). */
export function cookieNames(header: string | undefined): string {
  if (!header) return '';
  return header
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean)
    .join('; ');
}

/** The URL with the values of token-like query parameters (pretoken, ticket, …) replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const redacted = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // an undecodable name is judged as written
      }
      return SECRET_PARAM.test(decoded) && pair.includes('=') ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${redacted}`;
}
