/** Operating-system matchers (Windows, macOS, Android, iOS, Linux), most specific first (iOS and Android user agents also mention macOS / Linux). */
export const OS_MATCHERS = [
  { os: 'iOS', test: /iPhone|iPad|iPod/i },
  { os: 'Android', test: /Android/i },
  { os: 'Windows', test: /Windows NT|Win64|Win32|Windows Phone/i },
  { os: 'macOS', test: /Macintosh|Mac OS X/i },
  { os: 'Linux', test: /Linux|X11/i },
] as const;
export type OperatingSystem = (typeof OS_MATCHERS)[number]['os'];
export const OPERATING_SYSTEMS = OS_MATCHERS.map((m) => m.os) as OperatingSystem[];

export function detectOs(userAgent: string): OperatingSystem | null {
  return OS_MATCHERS.find((m) => m.test.test(userAgent))?.os ?? null;
}

/** Index of the download entry whose systemUa rule matches the user agent; the first entry when none does. */
export function pickDownload(items: ReadonlyArray<{ systemUa: string }>, userAgent: string): number {
  const os = detectOs(userAgent);
  const index = os ? items.findIndex((item) => item.systemUa === os) : -1;
  return index >= 0 ? index : 0;
}
