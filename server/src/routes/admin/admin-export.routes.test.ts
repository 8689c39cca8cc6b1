import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

/**
 * The operator's CSV exports and the audit log's filters. TEST_NOW is 2026-03-02 12:00 KST; rows
 * are stamped that day unless said otherwise.
 */
let h: Harness;
let admin: Caller;
let evil: number;
let partner: number;
const DAY = '2026-03-02';
const at = (day: string) => new Date(`${day}T12:00:00+09:00`);

/** The raw bytes of a download (fetch's text() would drop the BOM), as the browser saves them. */
async function download(caller: Caller, url: string): Promise<{ status: number; headers: Headers; bytes: Buffer; lines: string[] }> {
  const res = await fetch(new URL(url, h.baseUrl), { headers: { cookie: `sid=${caller.cookies.sid}; csrf=${caller.cookies.csrf}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.subarray(3).toString('utf8');
  return { status: res.status, headers: res.headers, bytes, lines: text.split('\r\n').filter((l) => l !== '') };
}

let key = 0;
const slip = (memberId: number, gameType: number, amount: number, flag: number, day = DAY) =>
  h.db.query<{ id: number }>(
    `INSERT INTO bet_slips (member_id, user_id, nickname, game_type, game_detail_type, amount, total_ratio, expect_amount, win_amount, e_money,
       settlement_flag, status, stake_key, created_at)
     VALUES ($1, 'evil01', '=HYPERLINK("x")', $2, 1, $3, 185, $4, $5, 0, $6, $7, $8, $9) RETURNING id`,
    [
      memberId,
      gameType,
      amount,
      Math.floor((amount * 185) / 100),
      flag === 1 ? Math.floor((amount * 185) / 100) : 0,
      flag,
      flag === 0 ? 0 : 1,
      `x${++key}`,
      at(day),
    ],
  );

beforeAll(async () => {
  h = await createHarness();
  admin = await h.as(await h.createMember('expadmin', { isAdmin: true, role: 10, type: 1 }));
  partner = await h.createMember('exppart01', { type: 1, role: 3, nickname: '파트너' });
  evil = await h.createMember('evil01', { nickname: '=HYPERLINK("x")' });
  const old = await h.createMember('oldmem01', { nickname: '@old' });
  await h.db.query('UPDATE members SET created_at = $2, recommender_id = $3 WHERE id = $1', [evil, at(DAY), partner]);
  await h.db.query('UPDATE members SET created_at = $2 WHERE id = ANY($1::bigint[])', [[old], at('2026-01-15')]);
  await h.db.query('UPDATE members SET created_at = $2 WHERE id = $1', [partner, at('2026-02-20')]);
  await h.db.query('UPDATE members SET management_level1_percent = 1 WHERE id = $1', [partner]);

  const charge = (mode: number, type: number, amount: number, krw: number | null, status: number, day = DAY) =>
    h.db.query(
      `INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, krw_amount, status, created_at, updated_at, processed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
      [evil, mode, type, type === 0 ? 'cash' : 'usdt', amount, krw, status, at(day), status === 0 ? null : at(day)],
    );
  await charge(0, 0, 30_000, null, 1);
  await charge(1, 0, 10_000, null, 0);
  await charge(0, 1, 25_500_000, 35_000, 2);
  await charge(0, 0, 99_000, null, 1, '2026-02-01');

  await slip(evil, 1, 10_000, 2);
  await slip(evil, 3, 5_000, 1);
  const casino = await slip(evil, 5, 2_000, 2);
  await h.db.query(
    `INSERT INTO casino_rounds (round_id, member_id, game_id, game_name, provider, category, bet_total, win_total, created_at, ended_at, slip_id)
     VALUES ('er1', $1, 'g', '슬롯', 'pg', 'slot', 2000, 0, $2, $2, $3)`,
    [evil, at(DAY), casino.rows[0]!.id],
  );
  await slip(evil, 4, 7_000, 0, '2026-02-27');

  const line = (action: string, day: string, target: string | null = null) =>
    h.db.query('INSERT INTO audit_log (at, actor_member_id, actor_ip, action, target, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
      at(day),
      admin.memberId,
      '10.0.0.9',
      action,
      target,
      { memo: '-1+1' },
    ]);
  await line('login', '2026-02-27');
  await line('login.failed', DAY);
  await line('admin POST /api/admin/members/:id/approve', DAY, '{"id":"7"}');
});
afterAll(async () => {
  await h.close();
});

describe('GET /api/admin/export/:kind', () => {
  it('streams members who signed up in the range as UTF-8 CSV with a BOM, Korean headers and formula cells quoted', async () => {
    const file = await download(admin, `/api/admin/export/members?from=${DAY}&to=${DAY}`);
    expect(file.status).toBe(200);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="members_${DAY}_${DAY}.csv"`);
    expect(file.lines[0]).toBe('번호,아이디,닉네임,레벨,구분,상태,추천인,가입일시,최근 로그인,최근 로그인 IP');
    expect(file.lines.slice(1)).toEqual([`${evil},evil01,"'=HYPERLINK(""x"")",1,회원,정상,exppart01,${DAY} 12:00:00,,`]);
    const month = await download(admin, '/api/admin/export/members?from=2026-01-01&to=2026-03-02');
    expect(month.lines.slice(1).map((l) => l.split(',')[1])).toEqual(['exppart01', 'evil01', 'oldmem01']);
  });

  it('streams deposits and withdrawals (won and USDT) with their state in Korean', async () => {
    const file = await download(admin, `/api/admin/export/charges?from=${DAY}&to=${DAY}`);
    expect(file.lines[0]).toBe('번호,아이디,닉네임,구분,지갑,금액,원화 환산,상태,신청일시,처리일시');
    expect(file.lines.slice(1).map((l) => l.split(',').slice(3, 8))).toEqual([
      ['입금', '원화', '30000', '30000', '승인'],
      ['출금', '원화', '10000', '10000', '대기'],
      ['입금', 'USDT', '25.5', '35000', '취소'],
    ]);
  });

  it('streams bets of every game type, a slot round named as such', async () => {
    const file = await download(admin, `/api/admin/export/bets?from=2026-02-27&to=${DAY}`);
    expect(file.lines[0]).toBe('번호,아이디,닉네임,게임 종류,베팅금액,배당,예상 당첨금,당첨금,결과,베팅일시,정산일시');
    expect(
      file.lines.slice(1).map((l) =>
        l
          .replace(/"[^"]*(?:""[^"]*)*"/g, 'Q')
          .split(',')
          .slice(3, 9),
      ),
    ).toEqual([
      ['스포츠', '10000', '1.85', '18500', '0', '미적중'],
      ['미니게임', '5000', '1.85', '9250', '9250', '적중'],
      ['슬롯', '2000', '1.85', '3700', '0', '미적중'],
      ['가상게임', '7000', '1.85', '12950', '0', '대기'],
    ]);
  });

  it("streams each partner's settlement over the range", async () => {
    const file = await download(admin, `/api/admin/export/settlements?from=${DAY}&to=${DAY}`);
    expect(file.lines[0]).toBe('아이디,닉네임,구분,베팅금액,당첨금액,롤링금액,루징금액,시작일,종료일');
    const [row] = file.lines.slice(1);
    expect(row!.split(',').slice(0, 5)).toEqual(['exppart01', '파트너', '파트너', '17000', '9250']);
    expect(row!.split(',').slice(-2)).toEqual([DAY, DAY]);
  });

  it('streams the audit log of the range and action, names actions in Korean and audits the export itself', async () => {
    const all = await download(admin, `/api/admin/export/audit?from=${DAY}&to=${DAY}`);
    expect(all.lines[0]).toBe('번호,일시,아이디,IP,작업,대상,내용');
    expect(all.lines.slice(1).map((l) => l.split(',')[4])).toEqual([
      '로그인 실패',
      '가입 승인 요청',
      'CSV 내보내기',
      'CSV 내보내기',
      'CSV 내보내기',
      'CSV 내보내기',
      'CSV 내보내기',
      'CSV 내보내기',
    ]);
    expect(all.lines[1]).toContain('"{""memo"":""-1+1""}"');
    const one = await download(
      admin,
      `/api/admin/export/audit?from=${DAY}&to=${DAY}&action=${encodeURIComponent('POST /admin/members/:id/approve')}`,
    );
    expect(one.lines).toHaveLength(2);
    expect(one.lines[1]).toContain('가입 승인 요청');
    const { rows } = await h.db.query<{ target: string; detail: unknown }>(
      "SELECT target, detail FROM audit_log WHERE action = 'admin.export' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toEqual({ target: 'audit', detail: { from: DAY, to: DAY, action: 'POST /admin/members/:id/approve' } });
  });

  it('refuses a bad range in Korean, an unknown kind, a member and a visitor', async () => {
    const reversed = await admin.inject({ method: 'GET', url: `/api/admin/export/members?from=${DAY}&to=2026-03-01` });
    expect([reversed.statusCode, json(reversed).message]).toEqual([400, '조회 시작일이 종료일보다 늦습니다.']);
    const future = await admin.inject({ method: 'GET', url: `/api/admin/export/bets?from=${DAY}&to=2026-03-03` });
    expect([future.statusCode, json(future).message]).toEqual([400, '오늘 이후의 날짜는 조회할 수 없습니다.']);
    expect((await admin.inject({ method: 'GET', url: `/api/admin/export/secrets?from=${DAY}&to=${DAY}` })).statusCode).toBe(400);
    const member = await h.as(evil);
    expect((await member.inject({ method: 'GET', url: `/api/admin/export/members?from=${DAY}&to=${DAY}` })).statusCode).toBe(403);
    expect((await h.inject({ method: 'GET', url: `/api/admin/export/members?from=${DAY}&to=${DAY}` })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/audit filters', () => {
  it('filters by KST days and by one action of the catalogue, alone or with the search', async () => {
    const actions = async (query: string) =>
      json<{ action: string }[]>(await admin.inject({ method: 'GET', url: `/api/admin/audit?page=1&perpage=100&${query}` })).map(
        (r) => r.action,
      );
    expect(await actions('from=2026-02-27&to=2026-02-27')).toEqual(['login']);
    expect(await actions('action=login.failed')).toEqual(['login.failed']);
    expect(await actions(`action=${encodeURIComponent('POST /admin/members/:id/approve')}&from=${DAY}`)).toEqual([
      'admin POST /api/admin/members/:id/approve',
    ]);
    expect(await actions('action=login&from=2026-02-28')).toEqual([]);
    expect(await actions('q=login&to=2026-02-27')).toEqual(['login']);
    expect((await admin.inject({ method: 'GET', url: '/api/admin/audit?page=1&perpage=10&from=2026-02-30' })).statusCode).toBe(400);
  });
});
