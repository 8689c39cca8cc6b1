/** How the back office reads an audit line's detail (the server stores it as JSON, as it saw it). */
export {
  AUDIT_ACTION_OPTIONS,
  AUDIT_EVENT_LABELS,
  AUDIT_REQUEST_LABELS,
  auditActionLabel,
  auditRequestKey,
  auditRequestOf,
  type AuditActionOption,
} from './audit-action-labels.js';

/** One readable line of a recorded value: 'key: value' ('요청.amount: 5000'). */
export interface AuditField {
  readonly key: string;
  readonly value: string;
}

/** The change a line records: before and after when it carries them, and the rest of its detail, as lines. */
export interface AuditChange {
  readonly before: readonly AuditField[] | null;
  readonly after: readonly AuditField[] | null;
  /** The other fields (an admin call's body and status, a market's fixture); empty when none. */
  readonly rest: readonly AuditField[];
}

/** Korean names of the detail keys an operator meets most; any other key reads as recorded. */
const KEY_LABELS: Readonly<Record<string, string>> = {
  status: '응답 코드',
  body: '요청',
  reason: '사유',
  amount: '금액',
  memo: '메모',
  secondFactor: '2단계 인증',
  fixtureId: '경기 번호',
  marketId: '마켓 번호',
  userId: '아이디',
};

const keyLabel = (key: string): string => KEY_LABELS[key] ?? key;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'string') return value === '' ? '-' : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && value.every((v) => !isRecord(v) && !Array.isArray(v))) return value.map(valueText).join(', ');
  return JSON.stringify(value);
}

/** A recorded value as lines: nested objects flattened into dotted keys, a plain value as one line. */
export function auditFieldsOf(value: unknown, prefix = ''): AuditField[] {
  if (!isRecord(value)) return value === undefined ? [] : [{ key: prefix, value: valueText(value) }];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix ? [{ key: prefix, value: '-' }] : [];
  return entries.flatMap(([key, inner]) => {
    const name = prefix ? `${prefix}.${key}` : keyLabel(key);
    return isRecord(inner) ? auditFieldsOf(inner, name) : [{ key: name, value: valueText(inner) }];
  });
}

const fieldsOrNull = (value: unknown): AuditField[] | null => (value === undefined ? null : auditFieldsOf(value));

export function auditChangeOf(detail: unknown): AuditChange {
  if (isRecord(detail)) {
    const { before, after, ...rest } = detail;
    return { before: fieldsOrNull(before), after: fieldsOrNull(after), rest: auditFieldsOf(rest) };
  }
  return { before: null, after: null, rest: detail === undefined || detail === null ? [] : auditFieldsOf(detail) };
}

/** The line's target: a request's parameters (stored as JSON, '{"id":"5"}') read as 'id: 5'; other targets as recorded. */
export function auditTargetText(target: string | null): string | null {
  if (target === null || !target.startsWith('{')) return target;
  try {
    const fields = auditFieldsOf(JSON.parse(target) as unknown);
    return fields.length === 0 ? null : fields.map((f) => (f.key ? `${f.key}: ${f.value}` : f.value)).join(', ');
  } catch {
    return target;
  }
}
