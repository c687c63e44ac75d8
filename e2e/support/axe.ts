import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core run inside a Playwright page. Its source is evaluated through the
 * DevTools protocol (page.evaluate of a string), which the app's strict CSP
 * does not govern, unlike an inline <script> tag.
 */

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A/AA, plus the best-practice landmark and heading rules a screen reader finds its way by. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BEST_PRACTICE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one', 'landmark-unique', 'landmark-no-duplicate-main'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  summary: string;
}

/** The violations axe finds on the page as it is now. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    async ([tags, rules]) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeRunResult> } }).axe;
      interface AxeRunResult {
        violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
      }
      // One pass: the tags' rules, plus the best-practice rules switched on by name (axe runs a rule enabled in
      // `rules` whatever its tags), instead of a second run over the same page.
      const enabled = Object.fromEntries(rules.map((rule) => [rule, { enabled: true }]));
      const { violations } = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: enabled,
        resultTypes: ['violations'],
      });
      return violations.flatMap((v) =>
        v.nodes.map((node) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          targets: node.target.map((t) => String(t)),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        })),
      );
    },
    [WCAG_TAGS, BEST_PRACTICE_RULES] as const,
  );
}

/** Throws with one readable line per failing element when axe finds anything on `screen`. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length === 0) return;
  const lines = violations.map((v) => `- [${v.impact ?? 'n/a'}] ${v.id} at ${v.targets.join(' ')}: ${v.help}. ${v.summary}`);
  throw new Error(`axe found ${violations.length} violation(s) on ${screen}:\n${lines.join('\n')}`);
}
