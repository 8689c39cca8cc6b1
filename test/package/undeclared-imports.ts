import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A bare import in a published file that names no dependency of its package. */
export interface UndeclaredImport {
  readonly file: string;
  readonly specifier: string;
}

/** 'rxjs/operators' -> 'rxjs', '@bet/core/shared' -> '@bet/core'. */
const packageNameOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The files a consumer loads: JavaScript and declarations, outside any nested node_modules. */
function publicFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : publicFiles(path);
    return /\.(js|mjs|d\.ts)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The bare imports (static, dynamic, `import("x").T` in declarations, `/// <reference types>`) of
 * an unpacked package's JavaScript and declaration files that its package.json does not declare in
 * dependencies, peerDependencies or optionalDependencies. Such an import works inside the
 * workspace, where every package is hoisted, and breaks for a consumer who installs the tarball.
 */
export function undeclaredImports(packageDir: string): UndeclaredImport[] {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | string>;
  const declared = new Set([
    String(pkg.name),
    ...Object.keys({ ...(pkg.dependencies as object), ...(pkg.peerDependencies as object), ...(pkg.optionalDependencies as object) }),
  ]);
  return publicFiles(packageDir).flatMap((file) => {
    const { importedFiles, typeReferenceDirectives } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const specifiers = [
      ...importedFiles.map((imported) => imported.fileName),
      ...typeReferenceDirectives.map((reference) => `@types/${reference.fileName}`),
    ];
    return specifiers
      .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/') && !isBuiltin(specifier))
      .filter((specifier) => !declared.has(packageNameOf(specifier)))
      .map((specifier) => ({ file: relative(packageDir, file), specifier }));
  });
}
