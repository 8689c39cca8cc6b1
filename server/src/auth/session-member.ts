/** The acting member as the session knows them (reloaded from the database on every request). */
export interface SessionMember {
  readonly id: number;
  /** Login id (text). */
  readonly userId: string;
  readonly nickname: string;
  /** Level 1..5 for members (admins 10). */
  readonly role: number;
  /** 0 member, 1 partner, 2 recommender (admins: 1). */
  readonly type: number;
  readonly userType: string;
  readonly banType: number;
  readonly withdrawalType: number;
  readonly isAdmin: boolean;
  readonly status: 'pending' | 'active' | 'rejected' | 'blocked';
}

export const SESSION_MEMBER_COLUMNS =
  'm.id, m.user_id, m.nickname, m.role, m.type, m.user_type, m.ban_type, m.withdrawal_type, m.is_admin, m.status';

export interface SessionMemberRow {
  id: number;
  user_id: string;
  nickname: string;
  role: number;
  type: number;
  user_type: string;
  ban_type: number;
  withdrawal_type: number;
  is_admin: boolean;
  status: SessionMember['status'];
}

export const toSessionMember = (r: SessionMemberRow): SessionMember => ({
  id: Number(r.id),
  userId: r.user_id,
  nickname: r.nickname,
  role: Number(r.role),
  type: Number(r.type),
  userType: r.user_type,
  banType: Number(r.ban_type),
  withdrawalType: Number(r.withdrawal_type),
  isAdmin: r.is_admin,
  status: r.status,
});

/** Partner and recommender areas (spec 6): banType 0 and type 1 or 2. */
export const isPartner = (m: SessionMember): boolean => m.banType === 0 && (m.type === 1 || m.type === 2);
