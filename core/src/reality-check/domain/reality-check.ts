/**
 * Reality checks (issue 13): while a member plays casino, slot or mini-games, a dialog every N
 * minutes of the login session (the member's choice, 60 by default) shows the time played and
 * the net result since login; an optional session time limit ends play when reached (the server
 * refuses bets and game-wallet transfers of that login session after it).
 */
export const REALITY_CHECK_DEFAULT_INTERVAL_MINUTES = 60;
/** The intervals a member may choose. */
export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;
/** The session limits a member may choose (null: none). */
export const SESSION_LIMIT_CHOICES = [null, 30, 60, 120, 180, 240, 360] as const;
const MINUTE_MS = 60_000;

export const REALITY_CHECK_MESSAGES = {
  badInterval: '알림 주기를 다시 선택해주세요.',
  badLimit: '세션 시간 제한을 다시 선택해주세요.',
  saved: '이용 시간 알림 설정이 저장되었습니다.',
  /** The server's refusal once the session limit is reached. */
  limitReached: (minutes: number) =>
    `설정하신 세션 시간 제한(${minutes}분)에 도달하여 베팅과 게임머니 전환이 제한됩니다. 다시 로그인한 후 이용해주세요.`,
} as const;

export interface RealityCheckSettings {
  readonly intervalMinutes: number;
  readonly sessionLimitMinutes: number | null;
}

export const DEFAULT_REALITY_CHECK_SETTINGS: RealityCheckSettings = {
  intervalMinutes: REALITY_CHECK_DEFAULT_INTERVAL_MINUTES,
  sessionLimitMinutes: null,
};

/** Only the offered choices are accepted (the server applies the same rule). */
export function validateRealityCheckSettings(
  s: RealityCheckSettings,
): { ok: true } | { ok: false; kind: 'badInterval' | 'badLimit'; message: string } {
  if (!(REALITY_CHECK_INTERVALS as readonly number[]).includes(s.intervalMinutes)) {
    return { ok: false, kind: 'badInterval', message: REALITY_CHECK_MESSAGES.badInterval };
  }
  if (!(SESSION_LIMIT_CHOICES as readonly (number | null)[]).includes(s.sessionLimitMinutes)) {
    return { ok: false, kind: 'badLimit', message: REALITY_CHECK_MESSAGES.badLimit };
  }
  return { ok: true };
}

/** How many whole intervals have passed since login (the latest check's number; 0 before the first). */
export const realityCheckMark = (loginAt: number, intervalMinutes: number, now: number): number =>
  Math.max(0, Math.floor((now - loginAt) / (intervalMinutes * MINUTE_MS)));

/** Whether the session limit is reached at `now`. */
export const sessionLimitReached = (loginAt: number, limitMinutes: number | null, now: number): boolean =>
  limitMinutes !== null && now - loginAt >= limitMinutes * MINUTE_MS;

/** Time played as the dialog shows it: '1시간 5분', '45분', '0분'. */
export function playedText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}시간 ${minutes % 60}분` : `${minutes}분`;
}
