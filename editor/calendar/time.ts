import { useEffect, useState } from 'react';
import type { Locale } from '../../i18n';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', cn: 'zh-CN', ja: 'ja-JP', ko: 'ko-KR' };

/**
 * The editor's time zone, as the browser knows it. Null until mounted: the server renders in its own zone, and the
 * page must not show (or hydrate with) a time the editor would misread.
 */
export function useTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'), []);
  return zone;
}

/** An instant as the editor reads it: in their zone, with the zone's short name ("24 Nov 2026, 09:00 GMT+9"). */
export function formatWhen(iso: string, zone: string, locale: Locale): string {
  // dateStyle/timeStyle cannot be combined with timeZoneName: the parts are named one by one.
  const parts = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...parts, timeZone: zone }).format(new Date(iso));
}

/** A datetime-local value ("2026-11-24T09:00"), read in the browser's zone (the one shown), as a UTC instant. */
export function localInputToIso(value: string): string | null {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : null;
}

/** The calendar day of an instant in a zone ("2026-11-24"), to group a list by day. */
export const dayOf = (iso: string, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** A calendar day ("2026-11-24") written out in the editor's language. */
export const formatDay = (day: string, locale: Locale) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
