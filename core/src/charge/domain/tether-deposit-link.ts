/**
 * Spec 5: the tether deposit link opens only if it starts with https; spec 9: it opens in a new
 * window. The link the server sent, trimmed, when it is an https URL with a host and no
 * whitespace or quote in it; null otherwise (the screen then shows no link at all).
 */
export function tetherDepositLink(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  return /^https:\/\/[^\s/?#"'<>\\`]+[^\s"'<>\\`]*$/i.test(text) ? text : null;
}
