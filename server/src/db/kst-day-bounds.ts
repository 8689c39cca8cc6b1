/**
 * Bounds of KST calendar days ("YYYY-MM-DD") as instants, for date filters on timestamptz
 * columns: `col >= kstDayStart(from) AND col < kstDayAfter(to)` takes both days whole.
 */
const KST_OFFSET = '+09:00';

/** Start of a KST calendar day as an instant. */
export const kstDayStart = (day: string): string => new Date(`${day}T00:00:00${KST_OFFSET}`).toISOString();
/** Start of the KST day after `day` (the exclusive upper bound of an inclusive end date). */
export const kstDayAfter = (day: string): string => new Date(new Date(`${day}T00:00:00${KST_OFFSET}`).getTime() + 86_400_000).toISOString();
