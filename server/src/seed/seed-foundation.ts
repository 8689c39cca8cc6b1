import { CHARGE_RULE_TEXTS } from '@bet/core/charge';
import type { Tx } from '../db/db.js';
import { houseAccount, memberAccount } from '../ledger/accounts.js';
import { transfer } from '../ledger/transfer.js';
import { DEFAULT_SETTINGS, writeSettings } from '../routes/settings/site-settings.js';
import { BANK_NAMES } from './bank-names.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { DEMO_HASHES } from './demo-hashes.js';
import { DEMO_BANNERS, DEMO_COMMUNITY, DEMO_EVENTS, DEMO_NOTICES, DEMO_POPUPS, DEMO_RULES, WELCOME_MESSAGE } from './seed-content.js';

/** Opening balances of the demo members (won, points, micro-USDT). */
const OPENING = { cash: 1_000_000, point: 5_000, usdt: 100_000_000 } as const;

/**
 * Reference data every site needs, demo or production: settings, banks 1-39, phone carriers and
 * the charge rule texts. Deposit accounts per level are not here: they are the operator's own
 * (the admin sets them), and a made-up account shown to members would take real deposits.
 */
export async function seedReferenceData(tx: Tx, now: number): Promise<void> {
  await writeSettings(tx, DEFAULT_SETTINGS, now);
  for (const [i, name] of BANK_NAMES.entries())
    await tx.query('INSERT INTO banks (code, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [i + 1, name]);
  const carriers = ['SKT', 'KT', 'LG U+', 'SKT 알뜰폰', 'KT 알뜰폰', 'LG U+ 알뜰폰'];
  for (const [i, name] of carriers.entries())
    await tx.query("INSERT INTO codes (type, code_id, code_name, sort_order) VALUES ('CARRIER', $1, $2, $3) ON CONFLICT DO NOTHING", [
      String(i + 1),
      name,
      i + 1,
    ]);
  await tx.query(
    "INSERT INTO label_settings (kbn, title, contents, sort_order) VALUES ('charge', '입금 규정', $1, 1), ('charge', '출금 규정', $2, 2)",
    [
      `<ul>${CHARGE_RULE_TEXTS.deposit.map((t) => `<li>${t}</li>`).join('')}</ul>`,
      `<ul>${CHARGE_RULE_TEXTS.withdrawal.map((t) => `<li>${t}</li>`).join('')}</ul>`,
    ],
  );
}

/**
 * The foundation's demo data: reference data, deposit accounts per level, the demo accounts with
 * referral codes, opening balances (through the ledger), boards, popups, messages and roulette
 * coupons. Returns the member ids by login id.
 */
export async function seedFoundation(tx: Tx, now: number): Promise<Record<string, number>> {
  const at = new Date(now);
  await seedReferenceData(tx, now);
  for (const userType of ['A', 'T']) {
    for (let level = 1; level <= 5; level++) {
      await tx.query(
        'INSERT INTO banking_levels (user_type, level, bank_name, bank_account_number, account_holder) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [
          userType,
          level,
          level <= 2 ? 'KB국민은행' : '신한은행',
          `${level <= 2 ? '9400' : '1100'}-${String(level).padStart(2, '0')}-${userType === 'A' ? '123456' : '654321'}`,
          '(주)벳서비스',
        ],
      );
    }
  }

  const ids: Record<string, number> = {};
  let n = 0;
  for (const a of DEMO_ACCOUNTS) {
    n++;
    const hashes = DEMO_HASHES[a.userId];
    if (!hashes) throw new Error(`no precomputed hash for demo account ${a.userId}: run generate-demo-hashes.ts`);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO members (user_id, nickname, password_hash, deposit_pin_hash, phone_number, role, type, user_type, withdrawal_type, is_admin, status,
         bank_code, bank_account_number, account_holder, recommender_id, management_level1_percent, management_level2_percent, management_level3_percent,
         created_at, updated_at, approved_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'A', 0, $8, $9, $10, $11, '홍길동', $12, $13, $14, $15, $16, $16, $17) RETURNING id`,
      [
        a.userId,
        a.nickname,
        hashes.password,
        hashes.pin,
        `0101000${String(n).padStart(4, '0')}`,
        a.role,
        a.type,
        a.isAdmin,
        a.status,
        ((n - 1) % 39) + 1,
        `3333${String(n).padStart(8, '0')}`,
        null,
        a.type === 1 && !a.isAdmin ? 1.5 : null,
        a.type === 1 && !a.isAdmin ? 1 : null,
        a.type === 1 && !a.isAdmin ? 0.5 : null,
        at,
        a.status === 'active' ? at : null,
      ],
    );
    ids[a.userId] = rows[0]!.id;
  }
  // Who signed up under whom, once every account exists (the members come before the partner and
  // recommenders in DEMO_ACCOUNTS): recommenders under partner01; members by their place in the
  // list, alternately under recomm01 (member01, 03, 05) and partner01 (member02, 04).
  // Each signed up with their recommender's named code (as a sign-up records it), so the code
  // tables count them (issue 29: '총 0명' beside a list of 4).
  await tx.query(
    "INSERT INTO suggestion_codes (code, member_id, type) VALUES ('1212', $1, 0), ('PARTNER1', $1, 0), ('RECOMM01', $2, 1), ('RECOMM02', $3, 1)",
    [ids.partner01, ids.recomm01, ids.recomm02],
  );
  for (const [index, a] of DEMO_ACCOUNTS.entries()) {
    if (a.isAdmin || a.type === 1) continue;
    const underRecomm01 = a.type !== 2 && (index + 1) % 2 === 0;
    await tx.query('UPDATE members SET recommender_id = $1, suggestion_code = $2 WHERE id = $3', [
      underRecomm01 ? ids.recomm01 : ids.partner01,
      underRecomm01 ? 'RECOMM01' : 'PARTNER1',
      ids[a.userId],
    ]);
  }

  for (const a of DEMO_ACCOUNTS) {
    if (a.isAdmin || a.status !== 'active') continue;
    const id = ids[a.userId]!;
    for (const [kind, currency, amount] of [
      ['cash', 'KRW', OPENING.cash],
      ['point', 'POINT', OPENING.point],
      ['usdt', 'USDT', OPENING.usdt],
    ] as const) {
      const r = await transfer(tx, {
        key: `seed:${id}:${kind}`,
        kind: 'seed.opening',
        memo: '데모 기본 지급',
        legs: [{ from: houseAccount('adjustment', currency), to: memberAccount(id, kind), amount }],
      });
      if (!r.ok) throw new Error('seed transfer failed');
    }
    await tx.query(
      "INSERT INTO point_records (member_id, point, point_memo, point_to_cash_flg, created_at, updated_at) VALUES ($1, $2, '가입 축하 포인트', 0, $3, $3)",
      [id, OPENING.point, at],
    );
    await tx.query('INSERT INTO messages (member_id, title, contents, created_at) VALUES ($1, $2, $3, $4)', [
      id,
      WELCOME_MESSAGE.title,
      WELCOME_MESSAGE.contents,
      at,
    ]);
    await tx.query('INSERT INTO roulette_coupons (member_id, normal, vip) VALUES ($1, 3, 1)', [id]);
  }

  const admin = ids.admin ?? null;
  let minute = 0;
  const stamp = (): Date => new Date(now - 60_000 * ++minute);
  for (const p of DEMO_NOTICES)
    await tx.query(
      "INSERT INTO board_posts (board, category, title, contents, author_member_id, created_at) VALUES ('notice', 'notice', $1, $2, $3, $4)",
      [p.title, p.contents, admin, stamp()],
    );
  for (const p of DEMO_RULES)
    await tx.query(
      "INSERT INTO board_posts (board, category, title, contents, author_member_id, created_at) VALUES ('rule', 'rule', $1, $2, $3, $4)",
      [p.title, p.contents, admin, stamp()],
    );
  for (const p of DEMO_EVENTS)
    await tx.query(
      "INSERT INTO board_posts (board, category, title, contents, author_member_id, created_at) VALUES ('event', $1, $2, $3, $4, $5)",
      [p.category, p.title, p.contents, admin, stamp()],
    );
  for (const p of DEMO_COMMUNITY)
    await tx.query(
      "INSERT INTO board_posts (board, category, title, contents, author_member_id, created_at) VALUES ('board', $1, $2, $3, $4, $5)",
      [p.category, p.title, p.contents, ids.member01, stamp()],
    );
  for (const [i, p] of DEMO_POPUPS.entries()) {
    await tx.query(
      'INSERT INTO popups (contents, link, popup_size, pc_left_location, pc_right_location, popup_left_location, popup_right_location, not_showing_expire_time, sort_order) VALUES ($1, $2, $3, $4, $5, $4, $5, $6, $7)',
      [p.contents, p.link, p.size, p.left, p.top, '12', i],
    );
  }
  for (const [i, b] of DEMO_BANNERS.entries())
    await tx.query(
      'INSERT INTO site_banners (title, caption, link, tone, sort_order, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)',
      [b.title, b.caption, b.link, b.tone, i + 1, at],
    );
  const member01 = ids.member01!;
  const { rows } = await tx.query<{ id: number }>(
    "INSERT INTO inquiries (member_id, title, question_contents, created_at) VALUES ($1, '충전 문의', '충전이 언제 처리되나요', $2) RETURNING id",
    [member01, stamp()],
  );
  await tx.query(
    "INSERT INTO inquiry_answers (inquiry_id, answer_contents, admin_id, created_at) VALUES ($1, '<p>충전은 1~2분 내 처리됩니다.</p>', $2, $3)",
    [rows[0]!.id, admin, at],
  );
  return ids;
}
