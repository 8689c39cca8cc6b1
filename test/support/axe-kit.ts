import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** axe-core's browser build, evaluated in a page (read once per test file). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts the issue counts: a route fails on these. */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** One violated rule on one page: its id, impact, help text and (a few of) the elements that fail it. */
export interface AxeFinding {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/**
 * Injects axe-core once per document (an in-site navigation keeps it; a reload needs it again).
 * Evaluated through the DevTools protocol, not added as a <script>: the site's CSP allows no inline
 * script, and the test must not weaken the policy it walks the site under.
 */
export async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(AXE_SOURCE);
}

/**
 * Runs axe-core's default rule set over the whole document (header, menus and open dialogs
 * included) and returns the violations of a blocking impact (serious, critical).
 */
export async function blockingViolations(page: Page): Promise<AxeFinding[]> {
  await injectAxe(page);
  const findings = await page.evaluate(async (impacts: readonly string[]) => {
    interface AxeResult {
      readonly id: string;
      readonly impact?: string | null;
      readonly help: string;
      readonly nodes: readonly {
        readonly target: readonly unknown[];
        readonly html: string;
        readonly any: readonly { readonly data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[];
      }[];
    }
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeResult[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => impacts.includes(v.impact ?? ''))
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => {
          const colors = n.any.find((check) => check.data?.fgColor)?.data;
          const contrast = colors ? ` ${colors.fgColor} on ${colors.bgColor} = ${colors.contrastRatio}` : '';
          return `${n.target.map(String).join(' ')} ${n.html.slice(0, 120)}${contrast}`;
        }),
      }));
  }, BLOCKING_IMPACTS);
  return findings;
}
