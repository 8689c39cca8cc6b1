import { readFile } from 'node:fs/promises';
import { BET_SLIP_MESSAGES } from '@bet/core/bet-slip';
import { SPORTS_ODDS_STREAM_MAX_IDS } from '@bet/core/sports';
import { formatOdds, moneyRetryText, odds, oddsFromPrice } from '@bet/core/shared';
import { DEMO_PASSWORD } from '@bet/server';
import { startDropProxy, type DropProxy } from '../support/drop-proxy.js';
import { startSiteServer, SITE_CAPTCHA_CODE, type SiteServer } from '../support/site-server.js';
import { until } from '../support/sse-kit.js';
import { packedInstall } from '../support/packed-packages.js';
import { TerminalDriver } from '../support/terminal-driver.js';

/** The server's refusal of a wrong password (server/src/http/messages.ts), shown as the server wrote it. */
const LOGIN_FAILED = '아이디 또는 비밀번호가 일치하지 않습니다.';

/**
 * The second front end (examples/terminal-client) against the reference server: a child process
 * built only on the packed @bet/core and @bet/adapters (support/terminal-driver.ts), driven through
 * its stdin and read on its stdout, as a member at a terminal would use it.
 */
describe('the terminal client against the reference server', () => {
  let site: SiteServer;
  const clients: TerminalDriver[] = [];
  const proxies: DropProxy[] = [];

  const start = (apiUrl: string): TerminalDriver => {
    const client = TerminalDriver.start(apiUrl);
    clients.push(client);
    return client;
  };

  /** Slips the server stored for the member (bet_slips rows). */
  const storedSlips = async (userId: string): Promise<number> => {
    const { rows } = await site.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bet_slips WHERE user_id = $1', [userId]);
    return Number(rows[0]!.n);
  };

  /** Logs in with the right password (no code asked: no failures before). */
  async function logIn(client: TerminalDriver, userId: string): Promise<void> {
    client.send('로그인');
    await client.expect('아이디:');
    client.send(userId);
    await client.expect('비밀번호:');
    client.send(DEMO_PASSWORD);
    await client.expect(/로그인되었습니다\. .+님, 보유 캐쉬 [\d,]+원/);
  }

  /** Attachments to the server's live hub (a connection counts once per source it reads). */
  const liveClients = (): number => site.sports.live()!.hub.stats().clients;

  /**
   * Lists the fixtures and waits until the client follows their prices: its member stream (the
   * 'bet' and 'general' sources), the list's 'event' source and one slip stream per
   * SPORTS_ODDS_STREAM_MAX_IDS listed odds. Returns the first listed odds id the feed holds open, and its price.
   */
  async function listFirstOpenPick(client: TerminalDriver): Promise<{ oddsId: number; price: number }> {
    client.send('경기');
    await client.expect(/\d+\/\d+ 페이지 · 전체 \d+경기/);
    await client.expect(/> $/);
    // A market line: '    승무패: 101) 승 1.85   102) 무 3.20   103) 패 4.10 (잠김)'.
    const cells = [...client.transcript.matchAll(/(?:: | {3})(\d+)\) .+? (\d+\.\d\d)( \(잠김\))?(?= {3}|$)/gm)];
    const listedIds = new Set(cells.map(([, id]) => Number(id)));
    const streams = 2 + 1 + Math.ceil(listedIds.size / SPORTS_ODDS_STREAM_MAX_IDS);
    await until(() => liveClients() === streams, `the client's ${streams} live attachments`);
    const feed = site.feed.snapshot();
    for (const [, id, priceText, locked] of cells) {
      const known = feed.odds.find((o) => o.id === Number(id));
      if (known && !locked) return { oddsId: known.id, price: oddsFromPrice(priceText!)! };
    }
    throw new Error(`no open pick listed:\n${client.transcript}`);
  }

  beforeAll(async () => {
    // The client runs on the packed packages: pack and install them first (or find this machine's install).
    packedInstall();
    site = await startSiteServer();
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.kill();
    for (const proxy of proxies.splice(0)) await proxy.close();
    // The next test counts the live attachments of its own client.
    await until(() => liveClients() === 0, "the ended client's streams to detach");
  });
  afterAll(async () => {
    await site?.close();
  });

  it('logs in past the 자동방지코드, shows live prices, refuses a decimal stake in Korean, places the bet once and lists it', async () => {
    const client = start(site.apiUrl);
    await client.expect('베팅 터미널입니다.');

    // Three wrong passwords: the server asks for the code, and the client shows its picture as a file.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      client.send('로그인');
      await client.expect('아이디:');
      client.send('member01');
      await client.expect('비밀번호:');
      client.send('wrong-password');
      await client.expect(LOGIN_FAILED);
    }
    await client.expect('다음 로그인에는 자동방지코드가 필요합니다.');
    client.send('로그인');
    await client.expect('아이디:');
    client.send('member01');
    await client.expect('비밀번호:');
    client.send(DEMO_PASSWORD);
    const [, picture] = await client.expect(/자동방지코드 그림: (\S+\.svg)/);
    expect(await readFile(picture!, 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    await client.expect('자동방지코드:');
    client.send(SITE_CAPTCHA_CODE);
    await client.expect(/로그인되었습니다\. 하나회원님, 보유 캐쉬 [\d,]+원/);

    // The listing's prices follow the feed: a moved price is printed again.
    const { oddsId, price } = await listFirstOpenPick(client);
    const moved = price + 7;
    expect(site.feed.setPrice(oddsId, moved)).toBe(true);
    await client.expect(new RegExp(`배당 변경: .* ${oddsId}\\) .*${formatOdds(odds(moved)).replace('.', '\\.')} ▲`));

    client.send(`선택 ${oddsId}`);
    await client.expect('슬립에 추가:');

    // The slip's own rule, in the site's words: no decimals.
    client.send('금액 5000.5');
    await client.expect('[베팅슬립]');
    client.send('베팅');
    await client.expect(BET_SLIP_MESSAGES.decimalAmount);
    expect(await storedSlips('member01')).toBe(0);

    client.send('금액 5000');
    await client.expect(/베팅금액 5000/);
    client.send('베팅');
    await client.expect(BET_SLIP_MESSAGES.betDone);
    expect(await storedSlips('member01')).toBe(1);

    client.send('내역');
    await client.expect('[베팅내역]');
    await client.expect(/#\d+ .* 베팅금 5,000원 · 배당 [\d.]+ · 예상 [\d,]+원 · 대기/);
    expect(await client.quit()).toBe(0);
    expect(await storedSlips('member01')).toBe(1);
  });

  it('retries a bet whose answer was lost with the same Idempotency-Key: the server stores it once', async () => {
    const isBet = (req: { method?: string; url?: string }): boolean => req.method === 'POST' && req.url === '/api/sports-prematch/betting';
    const proxy = await startDropProxy(site.baseUrl, isBet);
    proxies.push(proxy);
    const client = start(`${proxy.baseUrl}/api`);
    await logIn(client, 'member02');
    const { oddsId } = await listFirstOpenPick(client);
    client.send(`선택 ${oddsId}`);
    await client.expect('슬립에 추가:');
    client.send('금액 10000');
    await client.expect('[베팅슬립]');

    client.send('베팅');
    await client.expect(moneyRetryText(2, 3));
    await client.expect(BET_SLIP_MESSAGES.betDone);
    const bets = proxy.seen.filter(isBet);
    expect(bets.map((b) => b.dropped)).toEqual([true, false]);
    expect(bets[0]!.idempotencyKey).toEqual(expect.any(String));
    expect(bets[1]!.idempotencyKey).toBe(bets[0]!.idempotencyKey);
    expect(await storedSlips('member02')).toBe(1);
    expect(await client.quit()).toBe(0);
  });
});
