import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The rules the site is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Landmark rules on top (axe files them as best practice): one main, and no two landmarks of a role with one label. */
export const AXE_EXTRA_RULES = ['landmark-unique', 'landmark-one-main', 'landmark-no-duplicate-main'];

/** axe-core, set to talk to frames of the page's own origin only, which is every frame a site or editor page has. */
const AXE_SETUP = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** What the page's axe is given and answers with, as plain data crossing to the browser. */
type AxeInPage = { run(context: { include?: string[]; exclude: string[] }, options: Record<string, unknown>): Promise<{ violations: axe.Result[] }> };

/** How long a run waits for a frame's answer (axe's default is a minute), and how many runs a page gets. */
const FRAME_WAIT_MS = 5_000;
const FRAME_ATTEMPTS = 3;

const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: Object.fromEntries(AXE_EXTRA_RULES.map((id) => [id, { enabled: true }])),
  resultTypes: ['violations'],
};

/**
 * Axe violations on the page as it is now, one readable line per failing node ("rule: target — summary"), so a
 * test can `expect(await axeViolations(page)).toEqual([])` and a failure names what to fix; `include` narrows it to
 * part of the page. The crawl runs it on every page of the seed, so it runs the way that costs least: axe's source is
 * put into each frame once and run in one call from the top frame, collecting violations only. @axe-core/playwright's
 * builder put the 500 KB source into the top frame twice a run and, by default, opened a blank page to put the
 * frames' results together: those were most of the crawl's time.
 */
export async function axeViolations(page: Page, options: { include?: string[]; exclude?: string[] } = {}): Promise<string[]> {
  let violations: axe.Result[] = [];
  for (let attempt = 1; ; attempt++) {
    // A frame that cannot take axe (one that navigated away meanwhile) is left out, as the builder left it out.
    for (const frame of page.frames()) await frame.evaluate(AXE_SETUP).catch(() => undefined);
    try {
      violations = await page.evaluate(
        async ({ context, runOptions }) => (await (window as unknown as { axe: AxeInPage }).axe.run(context, runOptions)).violations,
        {
          context: { ...(options.include ? { include: options.include } : {}), exclude: options.exclude ?? [] },
          runOptions: { ...AXE_OPTIONS, frameWaitTime: FRAME_WAIT_MS } as Record<string, unknown>,
        },
      );
      break;
    } catch (error) {
      // A frame that answered axe's ping and then navigated (the editor's live preview loading a new render) never
      // answers the run: axe gives up on it after frameWaitTime. Set axe up in the frames as they are now and run again.
      if (attempt === FRAME_ATTEMPTS || !String(error).includes('Axe in frame timed out')) throw error;
    }
  }
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(0, 2).join(' ') ?? v.help}`));
}
