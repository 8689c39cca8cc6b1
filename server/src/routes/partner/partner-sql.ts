// SQL pieces the partner desk's queries share: the KST-day range, a KST calendar day, and the responsible-play exclusion filter.

/** Instants bounding a range of KST days: [start of `from`, start of the day after `to`). */
export interface InstantRange {
  readonly start: string;
  readonly end: string;
}

/** A KST calendar day of a timestamptz column, whatever the session's time zone. */
export const kstDay = (column: string): string => `to_char((${column} AT TIME ZONE 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

/**
 * Issue 13: while a cool-off or self-exclusion is in force (at the instant `nowParam`), the
 * partner's money and bet lists leave the member's rows out (totals included); the partner sees
 * only the member list's closed status.
 */
export const notExcluded = (column: string, nowParam: string): string =>
  `NOT EXISTS (SELECT 1 FROM responsible_play_exclusions x WHERE x.member_id = ${column}
      AND x.starts_at <= ${nowParam} AND (x.ends_at IS NULL OR x.ends_at > ${nowParam}))`;
