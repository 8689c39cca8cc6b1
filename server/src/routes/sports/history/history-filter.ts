import type { ServerTypes, betHistoryCall } from '@bet/core/api';
import { done, refuse, type Outcome } from '../../../http/refusals.js';
import { SPORTS_MESSAGES } from '../messages.js';
import type { HistoryFilter } from './history-store.js';

type HistoryQuery = ServerTypes<typeof betHistoryCall>['Querystring'];

/** Query arrays arrive as repeated keys or one comma-separated value (docs/api-conventions.md); null when one is not an integer. */
export function intList(value: string | readonly (string | number)[] | undefined): number[] | null {
  if (value === undefined) return [];
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((v: string | number) => String(v).split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (parts.some((p) => !/^-?\d{1,9}$/.test(p))) return null;
  return parts.map(Number);
}

/** The history filter of a member's query: always the session member's own slips, naming anybody else is refused. */
export function historyFilterOf(member: { readonly id: number; readonly userId: string }, q: HistoryQuery): Outcome<HistoryFilter> {
  if (q.memberUserId !== undefined && q.memberUserId !== member.userId) return refuse('forbidden', SPORTS_MESSAGES.notYourAccount);
  const types = intList(q.gameDetailTypes);
  if (types === null) return refuse('invalidInput', SPORTS_MESSAGES.invalidInput);
  return done({
    memberId: member.id,
    ...(q.gameType === undefined ? {} : { gameType: q.gameType }),
    ...(types.length > 0 ? { gameDetailTypes: types } : {}),
    ...(q.startDate ? { startDate: q.startDate } : {}),
    ...(q.endDate ? { endDate: q.endDate } : {}),
    ...(q.result && q.result !== 'all' ? { result: q.result } : {}),
  });
}
