import type { AdminResponsiblePlayRowDto } from '../../api/contracts/responsible-play.js';
import { REALITY_CHECK_DEFAULT_INTERVAL_MINUTES } from '../../reality-check/domain/reality-check.js';
import { formatKstDateTime } from '../../shared/domain/kst.js';
import { withThousands } from '../../shared/domain/money.js';
import { EXCLUSION_KIND_LABEL, LIMIT_KIND_LABEL, LIMIT_PERIOD_LABEL } from '../../responsible-play/domain/responsible-play.messages.js';

/** One member of the operator's responsible-play list, in Korean (issue 13). */
export interface ResponsiblePlayRowView {
  readonly id: number;
  readonly userId: string;
  readonly nickname: string;
  /** One line per limit: '입금 일 100,000원', with a pending raise or removal after it. */
  readonly limits: readonly string[];
  /** '휴식 (7d) · 2026-12-02 12:00:00까지', or null with none in force. */
  readonly exclusion: string | null;
  readonly realityCheck: string;
  /** '2회 · 최근 2026-11-25 12:01:00', or '없음'. */
  readonly stops: string;
}

const won = (n: number | null): string => (n === null ? '없음' : `${withThousands(n)}원`);
const minutes = (m: number): string => (m % 60 === 0 ? `${m / 60}시간` : `${m}분`);

export const RESPONSIBLE_PLAY_ROW_TEXTS = {
  none: '없음',
  pending: (amount: number | null, effectiveAt: number): string =>
    `대기: ${amount === null ? '해제' : won(amount)} (${formatKstDateTime(effectiveAt)}부터)`,
  until: (endsAt: number | null): string => (endsAt === null ? '영구' : `${formatKstDateTime(endsAt)}까지`),
  interval: (m: number): string => `${minutes(m)}마다`,
  sessionLimit: (m: number | null): string => (m === null ? '세션 제한 없음' : `세션 제한 ${minutes(m)}`),
  defaults: '기본',
  stops: (n: number, last: number | null): string =>
    n === 0 ? '없음' : `${n}회${last === null ? '' : ` · 최근 ${formatKstDateTime(last)}`}`,
} as const;

const T = RESPONSIBLE_PLAY_ROW_TEXTS;

export function responsiblePlayRowView(r: AdminResponsiblePlayRowDto): ResponsiblePlayRowView {
  const rc = r.realityCheck;
  return {
    id: r.id,
    userId: r.userId,
    nickname: r.nickname,
    limits: r.limits.map((l) => {
      const head = `${LIMIT_KIND_LABEL[l.kind]} ${LIMIT_PERIOD_LABEL[l.period]} ${won(l.amount)}`;
      return l.pending ? `${head} · ${T.pending(l.pending.amount, l.pending.effectiveAt)}` : head;
    }),
    exclusion: r.exclusion ? `${EXCLUSION_KIND_LABEL[r.exclusion.kind]} · ${T.until(r.exclusion.endsAt)}` : null,
    realityCheck: rc
      ? `${T.interval(rc.intervalMinutes)} · ${T.sessionLimit(rc.sessionLimitMinutes)}`
      : `${T.defaults} (${T.interval(REALITY_CHECK_DEFAULT_INTERVAL_MINUTES)})`,
    stops: T.stops(r.stops, r.lastStopAt),
  };
}
