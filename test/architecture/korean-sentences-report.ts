/**
 * Report mode of the one-source guard: prints every Korean sentence written in two of the source
 * packages (and in two server files), with the places it is written.
 * Run: npx tsx test/architecture/korean-sentences-report.ts [checkout]
 * (another checkout's root, e.g. /work/main, measures that tree with this counting).
 */
import path from 'node:path';
import { allSentences, duplicatedSentences } from './korean-sentences.js';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../..'));
const sentences = allSentences(root);
const across = duplicatedSentences(sentences);
const withinServer = duplicatedSentences(sentences, ['server']).filter((d) => !across.some((a) => a.text === d.text));
console.log(`Korean sentence literals in ${sentences.length} places`);
console.log(`written in two packages: ${across.length}`);
console.log(`written in two server files (and in one package only): ${withinServer.length}`);
for (const duplicate of [...across, ...withinServer]) {
  console.log(`  ${JSON.stringify(duplicate.text)}\n    ${duplicate.places.map((p) => `${p.file}:${p.line}`).join('\n    ')}`);
}
