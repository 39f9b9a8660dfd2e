/** Top advertisement banner: shown while the visitor has closed it fewer than once today, never on the broadcast-show event page. */

/** Cookie holding how many times the visitor closed the banner today. */
export const TOP_BANNER_COOKIE = 'top_banner_count';
/** The broadcast-show 2025 event page shows its own promotion, so the banner stays away from it. */
export const BROADCAST_EVENT_SLUG = 'ibc-2025';

export function shouldShowTopBanner(countCookie: string | undefined, path: string): boolean {
  const count = Number(countCookie ?? 0) || 0;
  return count < 1 && !path.includes(BROADCAST_EVENT_SLUG);
}

/** The close counter lives until the end of the visitor's day. */
export function endOfDay(now: Date = new Date()): Date {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end;
}
