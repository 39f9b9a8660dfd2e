import { dayOf, formatDay, formatWhen, localInputToIso } from './time';

describe('calendar times', () => {
  it('shows an instant in the editor zone with the zone named, in each language', () => {
    expect(formatWhen('2026-11-24T00:30:00.000Z', 'Asia/Tokyo', 'en')).toMatch(/24 Nov 2026.*09:30.*GMT\+9/);
    expect(formatWhen('2026-11-24T00:30:00.000Z', 'America/New_York', 'en')).toMatch(/23 Nov 2026.*19:30/);
    for (const locale of ['cn', 'ja', 'ko'] as const) expect(formatWhen('2026-11-24T00:30:00.000Z', 'Asia/Tokyo', locale)).toMatch(/09:30|9:30/);
  });

  it('groups by the calendar day of the zone, not of UTC', () => {
    expect(dayOf('2026-11-23T20:00:00.000Z', 'Asia/Tokyo')).toBe('2026-11-24');
    expect(dayOf('2026-11-23T20:00:00.000Z', 'UTC')).toBe('2026-11-23');
    expect(formatDay('2026-11-24', 'en')).toMatch(/Tuesday.*24.*November.*2026/);
  });

  it('reads a datetime-local value in the browser zone and refuses an empty or broken one', () => {
    expect(localInputToIso('2026-11-24T09:30')).toBe(new Date(2026, 10, 24, 9, 30).toISOString());
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('not a date')).toBeNull();
  });
});
