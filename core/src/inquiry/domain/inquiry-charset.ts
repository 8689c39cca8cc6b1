/**
 * Inquiry content accepts Korean, English, digits, whitespace and these punctuation marks only.
 * Left out on purpose: `< > &` (HTML tags and entities, so '<script>' is refused), backtick,
 * backslash, braces and `|` (template and code syntax). Quotes stay allowed: without `<` they
 * cannot open a tag, and members write them in ordinary sentences.
 */
export const INQUIRY_ALLOWED_SPECIAL_CHARACTERS = '.,!?@#$%^*()-_+=:;\'"~/[]';

const escapeForClass = (chars: string): string => chars.replace(/[\\\]^-]/g, (c) => `\\${c}`);

/**
 * Hangul syllables and compatibility jamo (members type 'ㅋㅋ'), ASCII letters and digits, space,
 * tab and line breaks, and the allowed punctuation.
 */
const ALLOWED_CONTENT = new RegExp(`^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9 \\t\\r\\n${escapeForClass(INQUIRY_ALLOWED_SPECIAL_CHARACTERS)}]*$`, 'u');

export const isAllowedInquiryContent = (text: string): boolean => ALLOWED_CONTENT.test(text);
