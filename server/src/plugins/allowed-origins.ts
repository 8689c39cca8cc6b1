/**
 * ALLOWED_ORIGINS: comma-separated exact origins (scheme, host and port as a browser sends them
 * in Origin: 'https://www.example.com', 'http://127.0.0.1:5173'), each one allowed to call the API
 * with the member's cookies. A path, a wildcard or a trailing slash is refused: a near miss would
 * silently allow nothing, and a pattern would allow more than the operator meant.
 */
export function allowedOriginsOf(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return [];
  const origins: string[] = [];
  for (const entry of raw.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry && !entry.includes('*')) origin = url.origin;
    } catch {
      origin = null;
    }
    if (origin === null)
      problems.push(`ALLOWED_ORIGINS must list exact origins like https://www.example.com (no path or slash at the end), got "${entry}"`);
    else origins.push(origin);
  }
  return origins;
}
