/**
 * The member's activity statement (issue 13, my page '이용 내역서'). Ours: the spec names no such
 * call. The JSON call has a contract; the CSV download is the same statement as text/csv (UTF-8
 * with a BOM) at `activityStatementCsvPath`, a plain link the browser downloads.
 *
 * GET /mypage/statement?from=YYYY-MM-DD&to=YYYY-MM-DD      -> ActivityStatementDto (the session member's)
 * GET /mypage/statement.csv?from=YYYY-MM-DD&to=YYYY-MM-DD  -> text/csv attachment
 */
import * as W from '../contract/index.js';

const line = {
  deposits: W.won(),
  withdrawals: W.won(),
  /** Stakes of settled bets (net of refunds): the profit and loss counts these. */
  stakes: W.won(),
  /** Stakes of bets still waiting for their result, apart from the profit and loss. */
  openStakes: W.won(),
  wins: W.won(),
  net: W.signedWon(),
};

const statementWire = W.obj({
  from: W.day(),
  to: W.day(),
  days: W.array(W.obj({ day: W.day(), ...line }), 400),
  total: W.obj(line),
});
export type ActivityStatementDto = W.TypeOf<typeof statementWire>;

/** The period: KST calendar days, both included. */
export const statementQueryWire = W.obj({ from: W.day(), to: W.day() });

export const activityStatementCall = W.defineCall({
  method: 'GET',
  path: '/mypage/statement',
  query: statementQueryWire,
  response: statementWire,
});

/** The CSV download's path under the API base. */
export const activityStatementCsvPath = (from: string, to: string): string =>
  `/mypage/statement.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
