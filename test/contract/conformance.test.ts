import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { onRealServer } from '@bet/server/testing/test-db.js';
import { DEMO_PASSWORD } from '@bet/server/seed/demo-accounts.js';
import { formatReport, summaryOf, type ReportRow } from '../conformance/report.js';
import { runConformance, SPEC_CALLS } from '../conformance/run.js';
import { startRenameFieldProxy, type RenameFieldProxy } from '../support/rename-field-proxy.js';
import { repoPath } from '../support/paths.js';
import { SITE_CAPTCHA_CODE, startSiteServer, type SiteServer } from '../support/site-server.js';

/**
 * The conformance kit (test/conformance, `npm run conformance`) against the reference server:
 * all conform read-only and with a demo member, on PGlite and, with DATABASE_URL, on PostgreSQL;
 * and a server that renames one answer field fails, the report naming that call.
 */
const run = promisify(execFile);
const MEMBER = { userId: 'member01', password: DEMO_PASSWORD, captcha: SITE_CAPTCHA_CODE };
/** The USD deposit must still be waiting when the kit cancels it (the chain simulator confirms after an hour). */
const SITE_OPTIONS = { chainConfirmMs: 3_600_000 };

const failing = (rows: readonly ReportRow[]): ReportRow[] => rows.filter((r) => r.verdict.kind === 'fails');

/** The CLI as an operator runs it; its exit code and printed report. */
async function conformanceCli(args: readonly string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', repoPath('test/conformance/cli.ts'), ...args], { cwd: repoPath() });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

function expectAllConform(rows: readonly ReportRow[]): void {
  expect(failing(rows)).toEqual([]);
  // Every call of the catalogue was checked (not only listed).
  const checked = new Set(rows.filter((r) => r.verdict.kind === 'conforms').map((r) => r.call));
  expect(SPEC_CALLS.map((c) => c.label).filter((label) => !checked.has(label))).toEqual([]);
}

describe('the conformance kit against the reference server (PGlite)', () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer(SITE_OPTIONS);
  });
  afterAll(async () => {
    await site?.close();
  });

  it('finds every call conforming read-only: public answers, 401 for member calls without a session', async () => {
    const rows = await runConformance({ apiBase: site.apiUrl });
    expectAllConform(rows);
    expect(rows.find((r) => r.call === 'GET /member/{id}')).toMatchObject({ check: 'guest', status: 401 });
  });

  it('as the CLI with a demo member: logs in, refuses writes without CSRF, bets and cancels, deposits and cancels; exit 0', async () => {
    const { code, out } = await conformanceCli([
      '--base',
      site.apiUrl,
      '--member',
      MEMBER.userId,
      '--password',
      MEMBER.password,
      '--captcha',
      MEMBER.captcha,
    ]);
    console.log(out);
    expect(out).toContain('0 fail');
    expect(out).toMatch(/POST \/sports-prematch\/betting\s+member flow\s+200\s+conforms/);
    expect(out).toMatch(/POST \/sports-prematch\/user\/cancelAll\/\{slipId\}\s+member flow\s+200\s+conforms/);
    expect(out).toMatch(/GET \/charge\/depositCancel\s+member flow\s+200\s+conforms/);
    expect(out).toMatch(/PUT \/message\/\s+member, no CSRF header\s+403\s+conforms/);
    expect(code).toBe(0);
  });
});

(onRealServer() ? describe : describe.skip)('the conformance kit against the reference server on PostgreSQL (DATABASE_URL)', () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer({ ...SITE_OPTIONS, onDatabaseUrl: true });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('finds every call conforming, read-only and with a demo member', async () => {
    const rows = await runConformance({ apiBase: site.apiUrl, member: MEMBER });
    expectAllConform(rows);
    expect(rows.filter((r) => r.check === 'member flow' && r.verdict.kind === 'conforms').length).toBeGreaterThanOrEqual(6);
  });
});

describe('the conformance kit against a server that renames one answer field', () => {
  let site: SiteServer;
  let broken: RenameFieldProxy;
  beforeAll(async () => {
    site = await startSiteServer(SITE_OPTIONS);
    broken = await startRenameFieldProxy(site.baseUrl, {
      path: '/api/setting/user',
      from: 'tetherMaintenanceFlag',
      to: 'tetherMaintenance',
    });
  });
  afterAll(async () => {
    await broken?.close();
    await site?.close();
  });

  it('fails that call only, saying which field, and the CLI exits 1 naming it', async () => {
    const rows = await runConformance({ apiBase: `${broken.baseUrl}/api` });
    expect(failing(rows).map((r) => r.call)).toEqual(['GET /setting/user']);
    expect(failing(rows)[0]!.verdict).toMatchObject({ why: expect.stringMatching(/tetherMaintenance/) });
    expect(summaryOf(rows).fails).toBe(1);
    expect(formatReport(rows)).toContain('Not conforming: GET /setting/user');

    const { code, out } = await conformanceCli(['--base', `${broken.baseUrl}/api`]);
    console.log(out);
    expect(out).toContain('Not conforming: GET /setting/user');
    expect(code).toBe(1);
  });
});
