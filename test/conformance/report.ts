/** The kit's report: one row per check, printed as a table with a summary. */

export type Verdict =
  | { readonly kind: 'conforms'; readonly note?: string }
  | { readonly kind: 'fails'; readonly why: string }
  | { readonly kind: 'notRun'; readonly why: string };

export interface ReportRow {
  /** The call as spec 7 (or docs/api-conventions.md) writes it. */
  readonly call: string;
  /** What was checked: 'guest', 'member', 'no CSRF header', a flow step. */
  readonly check: string;
  /** The HTTP status of the answer; null when none was sent or none arrived. */
  readonly status: number | null;
  readonly verdict: Verdict;
}

export interface Summary {
  readonly conforms: number;
  readonly fails: number;
  readonly notRun: number;
}

export const summaryOf = (rows: readonly ReportRow[]): Summary => ({
  conforms: rows.filter((r) => r.verdict.kind === 'conforms').length,
  fails: rows.filter((r) => r.verdict.kind === 'fails').length,
  notRun: rows.filter((r) => r.verdict.kind === 'notRun').length,
});

const verdictText = (v: Verdict): string => {
  if (v.kind === 'conforms') return v.note ? `conforms (${v.note})` : 'conforms';
  return v.kind === 'fails' ? `FAILS: ${v.why}` : `not run: ${v.why}`;
};

/** The table and the summary line, as the CLI prints them. */
export function formatReport(rows: readonly ReportRow[]): string {
  const table = rows.map((r) => [r.call, r.check, r.status === null ? '-' : String(r.status), verdictText(r.verdict)] as const);
  const header = ['call', 'check', 'status', 'result'] as const;
  const widths = [0, 1, 2].map((i) => Math.max(header[i]!.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]): string => cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c)).join('  ');
  const { conforms, fails, notRun } = summaryOf(rows);
  const failing = [...new Set(rows.filter((r) => r.verdict.kind === 'fails').map((r) => r.call))];
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w)).concat('------')),
    ...table.map(line),
    '',
    `${rows.length} checks: ${conforms} conform, ${fails} fail, ${notRun} not run.`,
    fails === 0 ? 'The server conforms.' : `Not conforming: ${failing.join(', ')}`,
  ].join('\n');
}
