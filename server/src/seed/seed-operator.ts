import type { Tx } from '../db/db.js';

/**
 * The first operator of a production site (no demo data): an active admin whose password hash
 * was made from ADMIN_PASSWORD at start. The demo admin and its published password never exist
 * there.
 */
export async function seedOperator(tx: Tx, args: { userId: string; passwordHash: string; now: number }): Promise<number> {
  const at = new Date(args.now);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO members (user_id, nickname, password_hash, role, type, is_admin, status, created_at, updated_at, approved_at)
     VALUES ($1, '운영팀', $2, 10, 1, true, 'active', $3, $3, $3) RETURNING id`,
    [args.userId, args.passwordHash, at],
  );
  return rows[0]!.id;
}
