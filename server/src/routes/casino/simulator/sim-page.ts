import { CASINO_MESSAGES } from '@bet/core/casino';
import { SIM_BASE, type SimGame } from './sim-lobby.js';

/** The stakes the simulated game offers (won). */
export const SIM_STAKES = [1_000, 5_000, 10_000, 50_000] as const;

/** Korean texts of the game page (the provider's page: its own texts, the member reads them), core's. */
const T = CASINO_MESSAGES.simulatorPage;

/** JSON inside a <script>: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:sans-serif;background:#0f172a;color:#f8fafc}
main{max-width:720px;margin:0 auto;padding:16px}h1{font-size:22px;margin:0 0 4px}p.provider{margin:0 0 16px;color:#94a3b8}
.panel{background:#1e293b;border-radius:12px;padding:16px;margin-bottom:16px}
.balance{font-size:20px;font-weight:700}.reels{display:flex;gap:12px;justify-content:center;margin:16px 0}
.reel{width:30%;max-width:120px;aspect-ratio:3/4;display:flex;flex-direction:column;align-items:center;justify-content:center;
background:#f8fafc;color:#0f172a;border-radius:10px;font-size:44px;font-weight:800}
.reel small{font-size:13px;font-weight:400;color:#475569}
.controls{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
select,button{font-size:16px;min-height:44px;border-radius:8px;border:0;padding:0 16px}
button{background:#f59e0b;color:#111827;font-weight:700;flex:1;min-width:120px}button:disabled{opacity:.6}
.result{min-height:24px;margin-top:12px;font-weight:700}ol{margin:0;padding-left:20px;color:#cbd5e1}`;

/** The simulated game: a slot with a spin, or a high-card table; every play goes through the wallet callbacks. */
export function gamePageHtml(game: SimGame, providerName: string, token: string): string {
  const slot = game.kind === 'slot';
  const reels = slot
    ? '<div class="reel">?</div><div class="reel">?</div><div class="reel">?</div>'
    : `<div class="reel">?<small>${T.player}</small></div><div class="reel">?<small>${T.dealer}</small></div>`;
  const options = SIM_STAKES.map((s) => `<option value="${s}">${s.toLocaleString('en-US')}원</option>`).join('');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(game.name)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(game.name)}</h1><p class="provider">${escapeHtml(providerName)}</p>
<section class="panel"><div>${T.balance}</div><div class="balance" data-testid="sim-balance">-</div></section>
<section class="panel">
<div class="reels" data-testid="sim-reels">${reels}</div>
<div class="controls"><label for="stake">${T.stake}</label><select id="stake" data-testid="sim-stake">${options}</select>
<button type="button" id="play" data-testid="sim-play">${slot ? T.spin : T.deal}</button></div>
<div class="result" data-testid="sim-result" role="status"></div>
</section>
<section class="panel"><div>${T.rounds}</div><ol data-testid="sim-rounds"></ol></section>
</main>
<script>
const TOKEN = ${scriptJson(token)};
const BASE = ${scriptJson(SIM_BASE)};
const TEXT = ${scriptJson({ win: T.win('@'), push: T.push, lose: T.lose, failed: T.failed })};
const won = (n) => n.toLocaleString('en-US');
const show = (balance) => { document.querySelector('[data-testid=sim-balance]').textContent = won(balance) + '원'; };
const result = document.querySelector('[data-testid=sim-result]');
async function refresh() {
  const res = await fetch(BASE + '/balance?token=' + encodeURIComponent(TOKEN));
  const body = await res.json();
  if (res.ok) show(body.balance); else result.textContent = body.message || TEXT.failed;
}
document.getElementById('play').addEventListener('click', async (event) => {
  const button = event.currentTarget;
  button.disabled = true;
  result.textContent = '';
  try {
    const stake = Number(document.getElementById('stake').value);
    const res = await fetch(BASE + '/spin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: TOKEN, stake }) });
    const body = await res.json();
    if (!res.ok) { result.textContent = body.message || TEXT.failed; return; }
    document.querySelectorAll('.reel').forEach((reel, i) => { reel.firstChild.textContent = body.symbols[i]; });
    show(body.balance);
    result.textContent = body.win === 0 ? TEXT.lose : body.win === body.stake ? TEXT.push : TEXT.win.replace('@', won(body.win));
    const item = document.createElement('li');
    item.textContent = body.symbols.join(' ') + ' / ' + won(body.stake) + '원 → ' + won(body.win) + '원';
    document.querySelector('[data-testid=sim-rounds]').prepend(item);
  } catch { result.textContent = TEXT.failed; } finally { button.disabled = false; }
});
refresh();
</script>
</body></html>`;
}
