import { buildSeed } from '../../portal/seed';

/**
 * Marketing figures in seeded English text must be the published ones: about 2,800 PoPs worldwide (1,500 on one
 * older page). Regional pages give their own smaller counts, which must add up to the global figure.
 */
it('claims only the spec point-of-presence counts', () => {
  const english = JSON.stringify(buildSeed().entries.filter((e) => e.lang === 'EN_US'));
  const claims = [...english.matchAll(/(\d[\d,]*)\+?\s+(?:points of presence|PoPs)/gi)].map((m) => Number(m[1].replace(/,/g, '')));
  const global = claims.filter((n) => n >= 1000);
  expect(global.length).toBeGreaterThan(0);
  expect(new Set(global.filter((n) => n !== 2800 && n !== 1500))).toEqual(new Set());
  const regional = [...new Set(claims.filter((n) => n < 1000))];
  expect(regional.reduce((a, b) => a + b, 0)).toBe(2800);
});
