import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The packages whose sources a member's Korean text may be written in. */
export const SOURCE_PACKAGES = ['core', 'server', 'ui', 'app'] as const;

const HANGUL = /[\uac00-\ud7a3]/;
/**
 * A sentence ends like one ('...해주세요.', '...습니까?'). Labels
 * ('로그인', '경기 결과') and progress marks ('로그인 중...') are a screen's own words, not sentences.
 */
const SENTENCE_END = /(?<!\.)[.?!]\)?$/;

/** Test files, fakes and fixtures quote messages on purpose (the spec's words in an assertion). */
const NOT_SOURCE = /(\.test\.tsx?|\.d\.ts)$|\/(testing|fixtures|__tests__)\//;

/** One Korean sentence written in a source file. */
export interface KoreanSentence {
  readonly text: string;
  /** Repository-relative path, e.g. 'server/src/http/messages.ts'. */
  readonly file: string;
  readonly line: number;
}

/** Whether a literal's text reads as a Korean sentence a member sees. */
export function isKoreanSentence(text: string): boolean {
  const trimmed = text.trim();
  return HANGUL.test(trimmed) && SENTENCE_END.test(trimmed);
}

/**
 * The literal text of a string, a template (each `${...}` written as `${}`, so the same sentence
 * around different expressions is still the same sentence) or a JSX text; undefined for any other node.
 */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => '${}' + span.literal.text).join('');
  if (ts.isJsxText(node)) return node.text.replace(/\s+/g, ' ').trim();
  return undefined;
}

/** Every Korean sentence literal of one source text. */
export function sentencesIn(file: string, source: string): KoreanSentence[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: KoreanSentence[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== undefined) {
      if (isKoreanSentence(text)) {
        const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
        found.push({ text: text.trim(), file, line });
      }
      // A template's parts are not sentences of their own; its expressions may hold more literals.
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The TypeScript source files of a package (tests, fakes and fixtures left out), repository-relative. */
export function sourceFiles(root: string, pkg: string): string[] {
  const entries = readdirSync(path.join(root, pkg, 'src'), { recursive: true, encoding: 'utf8' });
  return entries
    .map((entry) => path.posix.join(pkg, 'src', entry.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file) && !NOT_SOURCE.test(file))
    .sort();
}

/** Every Korean sentence literal of the source packages. */
export function allSentences(root: string): KoreanSentence[] {
  return SOURCE_PACKAGES.flatMap((pkg) =>
    sourceFiles(root, pkg).flatMap((file) => sentencesIn(file, readFileSync(path.join(root, file), 'utf8'))),
  );
}

/** A sentence written in more than one place, with every place it is written. */
export interface DuplicatedSentence {
  readonly text: string;
  readonly places: readonly KoreanSentence[];
}

const packageOf = (file: string): string => file.split('/')[0]!;

/**
 * The sentences written in two or more packages, and (with `withinPackage`) those written in two
 * files of one package. A sentence written twice in one file is one file's own business.
 */
export function duplicatedSentences(sentences: readonly KoreanSentence[], withinPackage: readonly string[] = []): DuplicatedSentence[] {
  const byText = new Map<string, KoreanSentence[]>();
  for (const sentence of sentences) byText.set(sentence.text, [...(byText.get(sentence.text) ?? []), sentence]);
  return [...byText.entries()]
    .filter(([, places]) => {
      const packages = new Set(places.map((place) => packageOf(place.file)));
      if (packages.size > 1) return true;
      const files = new Set(places.map((place) => place.file));
      return files.size > 1 && withinPackage.includes(packageOf(places[0]!.file));
    })
    .map(([text, places]) => ({ text, places }))
    .sort((a, b) => a.text.localeCompare(b.text));
}
