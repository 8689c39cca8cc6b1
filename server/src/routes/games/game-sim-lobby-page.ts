import { withThousands } from '@bet/core/shared';

/** Korean texts of the simulated hold'em / real-poker lobby (the provider's own page: the member reads them). */
export const GAME_SIM_LOBBY_TEXTS = {
  lead: '게임 제공사 시뮬레이터의 로비입니다. 실제 게임 제공사와 연결되면 이 화면 대신 제공사의 로비가 열립니다.',
  account: '게임 계정',
  balance: '보유머니',
  agent: '에이전트',
  tables: '테이블',
  tableNames: ['초보 테이블 (100/200)', '일반 테이블 (500/1,000)', '하이 테이블 (2,000/4,000)'],
  closed: '준비중',
  close: '창 닫기',
  loginRequired: '로그인 후 이용해주세요. 사이트에서 로그인한 뒤 게임을 다시 실행해주세요.',
  noAccount: '게임 계정을 찾을 수 없습니다. 사이트에서 게임을 다시 실행해주세요.',
  errorTitle: '게임 로비',
} as const;

const T = GAME_SIM_LOBBY_TEXTS;

const escapeHtml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:sans-serif;background:#0f172a;color:#f8fafc}
main{max-width:720px;margin:0 auto;padding:16px}h1{font-size:22px;margin:0 0 8px}p{color:#cbd5e1;line-height:1.5}
.panel{background:#1e293b;border-radius:12px;padding:16px;margin-bottom:16px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0}dt{color:#94a3b8}dd{margin:0;font-weight:700;word-break:break-all}
ul{list-style:none;margin:0;padding:0}li{display:flex;justify-content:space-between;gap:8px;padding:10px 0;border-bottom:1px solid #334155}
li:last-child{border-bottom:0}.state{color:#94a3b8}
button{font-size:16px;min-height:44px;border-radius:8px;border:0;padding:0 16px;background:#f59e0b;color:#111827;font-weight:700;width:100%}`;

const frame = (title: string, body: string): string => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}
<button type="button" id="close">${T.close}</button>
</main>
<script>document.getElementById('close').addEventListener('click', () => window.close());</script>
</body></html>`;

export interface GameSimLobby {
  /** The game's Korean name (홀덤, 리얼포커). */
  readonly gameName: string;
  readonly uid: string;
  readonly agentCode: string | null;
  /** The member's cash in won. */
  readonly balance: number;
}

/** The lobby: game name, the member's game account and balance, the (idle) tables. */
export function gameSimLobbyHtml(lobby: GameSimLobby): string {
  const agent = lobby.agentCode ? `<dt>${T.agent}</dt><dd data-testid="sim-lobby-agent">${escapeHtml(lobby.agentCode)}</dd>` : '';
  const tables = T.tableNames.map((name) => `<li><span>${name}</span><span class="state">${T.closed}</span></li>`).join('');
  return frame(
    `${lobby.gameName} 로비`,
    `<h1 data-testid="sim-lobby-title">${escapeHtml(lobby.gameName)} 로비</h1>
<p>${T.lead}</p>
<section class="panel"><dl>
<dt>${T.account}</dt><dd data-testid="sim-lobby-account">${escapeHtml(lobby.uid)}</dd>
<dt>${T.balance}</dt><dd data-testid="sim-lobby-balance">${withThousands(lobby.balance)}원</dd>${agent}
</dl></section>
<section class="panel" aria-label="${T.tables}"><ul data-testid="sim-lobby-tables">${tables}</ul></section>`,
  );
}

/** The page a launch that cannot be served lands on: a Korean explanation, never a browser error. */
export function gameSimErrorHtml(message: string): string {
  return frame(T.errorTitle, `<h1>${T.errorTitle}</h1><p data-testid="sim-lobby-error">${escapeHtml(message)}</p>`);
}
