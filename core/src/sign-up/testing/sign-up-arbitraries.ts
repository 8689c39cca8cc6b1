import fc from 'fast-check';

const chars = (alphabet: string): fc.Arbitrary<string> => fc.constantFrom(...Array.from(alphabet));

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const PASSWORD_SPECIALS = '!@#$%^*+=-';

export const alnumChar = chars(LETTERS + DIGITS);
export const digitChar = chars(DIGITS);
export const passwordChar = chars(LETTERS + DIGITS + PASSWORD_SPECIALS);
export const hangulSyllable = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((code) => String.fromCharCode(code));
/** Printable ASCII that is neither a letter, a digit nor a space. */
export const asciiSymbol = chars('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');
export const emoji = fc.constantFrom('😀', '🎉', '❤️', '🇰🇷', '👍🏽', '⚽');
export const whitespace = fc.constantFrom(' ', '\t', '\u3000', '\n');

export const stringOf = (unit: fc.Arbitrary<string>, minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit, minLength, maxLength });

/** `base` with `insert` placed at a random position. */
export const withInserted = (base: fc.Arbitrary<string>, insert: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(base, insert, fc.nat()).map(([text, extra, at]) => {
    const cut = text.length === 0 ? 0 : at % (text.length + 1);
    return text.slice(0, cut) + extra + text.slice(cut);
  });
