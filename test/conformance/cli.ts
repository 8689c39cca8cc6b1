/**
 * `npm run conformance -- --base URL [--member ID --password P] [--captcha CODE]`
 * Checks a back end against spec 7's calls and docs/api-conventions.md; exits 1 when anything
 * does not conform, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { formatReport, summaryOf } from './report.js';
import { runConformance } from './run.js';

const HELP = `Usage: npm run conformance -- --base URL [--member ID --password P] [--captcha CODE]

Runs every call of spec section 7 through its contract (core/src/api/contracts) against a server.

  --base URL       the API base, where the spec's paths live (e.g. https://example.com/api)
  --member ID      a test member's login id: the run also logs in, checks the member's calls,
  --password P     refuses of state-changing calls without the CSRF header, places and cancels
                   a pre-match bet (5,000 won) and requests and cancels a USD deposit
  --captcha CODE   the code the server's 자동방지코드 pictures show. A real operator provides a test
                   member whose login needs no captcha, or a test instance with a fixed code
                   and passes it here (the reference server's test instance uses one).
  --help           this text

Without --member the run is read-only: GET calls, and every member call sent without a
session must be refused 401 in the Korean error shape.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      member: { type: 'string' },
      password: { type: 'string' },
      captcha: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (!values.base || (values.member === undefined) !== (values.password === undefined)) {
    console.error(HELP);
    return 2;
  }
  const member =
    values.member !== undefined && values.password !== undefined
      ? { userId: values.member, password: values.password, ...(values.captcha === undefined ? {} : { captcha: values.captcha }) }
      : undefined;
  const rows = await runConformance({ apiBase: values.base.replace(/\/+$/, ''), ...(member ? { member } : {}) });
  console.log(formatReport(rows));
  return summaryOf(rows).fails === 0 ? 0 : 1;
}

process.exitCode = await main();
