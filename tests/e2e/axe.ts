import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the site is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Landmark rules on top (axe files them as best practice): one main, and no two landmarks of a role with one label. */
export const AXE_EXTRA_RULES = ['landmark-unique', 'landmark-one-main', 'landmark-no-duplicate-main'];

/**
 * Axe violations on the page as it is now, one readable line per failing node ("rule: target — summary"), so a
 * test can `expect(await axeViolations(page)).toEqual([])` and a failure names what to fix. The crawl reuses it.
 *
 * Run the way that costs least, as the crawl runs it on every page of the seed: in one call on the page (legacy mode;
 * the default opens a blank page to put each frame's results together, which took more than half of the crawl's
 * time) and collecting violations only (the passes and inapplicable rules are never read). Legacy mode checks
 * frames of the page's own origin only, which is every frame a site or editor page has.
 */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules: Object.fromEntries(AXE_EXTRA_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(AXE_TAGS)
    .setLegacyMode();
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(0, 2).join(' ') ?? v.help}`));
}
