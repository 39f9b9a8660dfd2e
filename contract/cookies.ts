/** Browser cookie access for the shell (language choice, top banner, cookie consent). */

export function readCookie(name: string, cookieString: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return undefined;
}

type CookieOptions = { maxAge: number } | { expires: Date };

export function writeCookie(name: string, value: string, options: CookieOptions) {
  const lifetime = 'maxAge' in options ? `max-age=${options.maxAge}` : `expires=${options.expires.toUTCString()}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; ${lifetime}; path=/; SameSite=Lax`;
}
