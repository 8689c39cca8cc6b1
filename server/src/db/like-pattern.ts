/** A LIKE/ILIKE pattern matching `text` anywhere; its own `%`, `_` and `\` match literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `containsPattern` of a search, or null when there is none (the query then filters nothing). */
export const searchPattern = (text: string | null | undefined): string | null => (text?.trim() ? containsPattern(text.trim()) : null);
