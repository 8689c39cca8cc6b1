/** Text fields of the sports answers, lenient as the client reads them (shared by ./sports.ts and ./sports-history.ts). */
import * as W from '../contract/index.js';
import * as D from '../decode.js';

export const text = () => W.withDefault(W.string(), '');
/** Baselines, lines and scores: text or a number, read as text. */
export const lineText = () =>
  W.withDefault(
    W.nullable(W.oneOf<string, string | number>([W.string(), W.number()], D.map(D.union(D.string, D.number), String), (s) => s)),
    null,
  );
