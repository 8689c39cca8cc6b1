import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.cwd());
const UI_SRC = path.join(root, 'ui/src');

/** The two frames that trap focus and close on Escape (ui/src/design-system/use-focus-trap.ts, focus-trap.test.tsx). */
const FRAMES = ['design-system/DialogFrame.tsx', 'design-system/ScreenDialog.tsx'];

/** Markup that makes a box a modal dialog: only the frames may write it. */
const DIALOG_MARKUP = /role=["'{]+(?:dialog|alertdialog)|aria-modal/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Issue 10: "every dialog traps focus and closes on Escape". The frames are tested for it; this
 * proves no dialog of the site is drawn without one of them.
 */
describe('every dialog of the site is drawn by a frame that traps focus', () => {
  it('finds dialog markup only in DialogFrame and ScreenDialog', () => {
    const offenders = sourcesUnder(UI_SRC)
      .map((file) => path.relative(UI_SRC, file).split(path.sep).join('/'))
      .filter((file) => !FRAMES.includes(file))
      .filter((file) => DIALOG_MARKUP.test(readFileSync(path.join(UI_SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('recognises the markup it looks for (the frames themselves carry it)', () => {
    for (const frame of FRAMES) expect(DIALOG_MARKUP.test(readFileSync(path.join(UI_SRC, frame), 'utf8'))).toBe(true);
  });
});
