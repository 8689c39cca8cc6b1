/** One event of an SSE stream as its text gives it: `id:`, `event:` (default 'message'), the `data:` lines joined, and comment lines. */
export interface SseBlock {
  readonly id: string | null;
  readonly event: string;
  readonly data: string;
  readonly comments: readonly string[];
}

/**
 * Splits the text received so far into its complete events (each ends with a blank line) and the
 * unfinished rest, to keep for the next chunk. For the tests' SSE client and the benchmarks'
 * stream readers: a small EventSource parser, not the browser's.
 */
export function takeSseBlocks(buffer: string): { readonly blocks: SseBlock[]; readonly rest: string } {
  const blocks: SseBlock[] = [];
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const text = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let id: string | null = null;
    let event = 'message';
    let data = '';
    const comments: string[] = [];
    for (const line of text.split('\n')) {
      if (line.startsWith(':')) comments.push(line);
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    blocks.push({ id, event, data, comments });
  }
  return { blocks, rest };
}
