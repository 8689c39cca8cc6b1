import path from 'node:path';
import { allSentences, duplicatedSentences, isKoreanSentence, sentencesIn, type KoreanSentence } from './korean-sentences.js';

const root = path.resolve(process.cwd());

/**
 * Files allowed to repeat a sentence core holds while a reshaping is under way (issue 31 emptied
 * it: rounds and casino now take their texts from core). The last test fails while a listed file
 * no longer repeats anything, so the list only shrinks.
 */
const NOT_YET_CONVERTED: readonly string[] = [];

/** Within one package only the server is checked: core's features may still share words (COMMON_MESSAGES). */
const WITHIN_PACKAGE = ['server'];

const describePlaces = (places: readonly KoreanSentence[]): string => places.map((p) => `${p.file}:${p.line}`).join(', ');
const report = (duplicates: ReturnType<typeof duplicatedSentences>): string[] =>
  duplicates.map((d) => `${JSON.stringify(d.text)} in ${describePlaces(d.places)}`);

describe('a Korean sentence is written once (core holds it; server and ui import it)', () => {
  const sentences = allSentences(root);

  it('finds the sentences of the source packages', () => {
    expect(sentences.length).toBeGreaterThan(500);
    expect(sentences.map((s) => s.file)).toContain('core/src/shared/domain/common.messages.ts');
    expect(sentences.some((s) => s.file.startsWith('server/') || s.file.startsWith('ui/') || s.file.startsWith('app/'))).toBe(true);
  });

  it('has no sentence in two of core, server, ui and app, nor in two server files', () => {
    const checked = sentences.filter((s) => !NOT_YET_CONVERTED.includes(s.file));
    expect(report(duplicatedSentences(checked, WITHIN_PACKAGE))).toEqual([]);
  });

  it('allows only files that still repeat a sentence', () => {
    const repeating = new Set(duplicatedSentences(sentences, WITHIN_PACKAGE).flatMap((d) => d.places.map((p) => p.file)));
    expect(NOT_YET_CONVERTED.filter((file) => !repeating.has(file))).toEqual([]);
  });
});

describe('the one-source guard', () => {
  const core = sentencesIn(
    'core/src/session/domain/planted.messages.ts',
    `export const M = { loginRequired: '로그인 후 이용해주세요.', maintenance: (name: string) => \`\${name} 점검중입니다.\` };`,
  );

  it('fails on a sentence planted in a second package, in a string or a template', () => {
    const server = sentencesIn(
      'server/src/routes/planted.ts',
      `const gameName = 'x';\nexport const refusal = { message: "로그인 후 이용해주세요.", note: \`\${gameName} 점검중입니다.\` };`,
    );
    expect(report(duplicatedSentences([...core, ...server]))).toEqual([
      '"${} 점검중입니다." in core/src/session/domain/planted.messages.ts:1, server/src/routes/planted.ts:2',
      '"로그인 후 이용해주세요." in core/src/session/domain/planted.messages.ts:1, server/src/routes/planted.ts:2',
    ]);
  });

  it('fails on JSX text repeating a sentence, and on two server files when asked', () => {
    const ui = sentencesIn('ui/src/planted/Planted.tsx', 'export const P = () => <p>\n  로그인 후 이용해주세요.\n</p>;');
    expect(duplicatedSentences([...core, ...ui]).map((d) => d.text)).toEqual(['로그인 후 이용해주세요.']);
    const twoServerFiles = [
      ...sentencesIn('server/src/a.ts', "export const a = '문의를 찾을 수 없습니다.';"),
      ...sentencesIn('server/src/b.ts', "export const b = '문의를 찾을 수 없습니다.';"),
    ];
    expect(duplicatedSentences(twoServerFiles)).toEqual([]);
    expect(duplicatedSentences(twoServerFiles, ['server']).map((d) => d.text)).toEqual(['문의를 찾을 수 없습니다.']);
  });

  it('reads string literals only: comments, labels and progress marks are not sentences', () => {
    const source = [
      "// '로그인 후 이용해주세요.' is the spec's text",
      "/** Shows '삭제되었습니다.' */",
      "export const labels = { login: '로그인', result: '경기 결과', busy: '로그인 중...' };",
      "export const sentence = '완료되었습니다.';",
    ].join('\n');
    expect(sentencesIn('ui/src/planted/texts.ts', source).map((s) => [s.text, s.line])).toEqual([['완료되었습니다.', 4]]);
  });

  it('calls a Korean text ending in a full stop, a question or an exclamation a sentence', () => {
    expect(['삭제하시겠습니까?', '축하합니다!', '입력해주세요.', '(예: 1.3) 이하 배당입니다.)'].every(isKoreanSentence)).toBe(true);
    expect(['보너스', 'Login failed.', '불러오는 중...', '베팅 슬립'].some(isKoreanSentence)).toBe(false);
  });
});
