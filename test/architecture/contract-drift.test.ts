import path from 'node:path';
import ts from 'typescript';

/**
 * Issue 8 item 1: one contract per call, so a changed field breaks the build on both ends. This
 * test compiles the roulette client (core) and the roulette routes (server) against an edited copy
 * of their one contract and expects type errors in both files; unedited, both compile cleanly.
 */
const root = path.resolve(process.cwd());
const contractFile = path.join(root, 'core/src/api/contracts/roulette.ts');
const clientFile = path.join(root, 'core/src/api/client/roulette.ts');
const serverFile = path.join(root, 'server/src/routes/roulette/roulette.routes.ts');
const gatewayFile = path.join(root, 'core/src/roulette/application/api-roulette-gateway.ts');

/** Unchanged files are parsed once and shared by every compilation (the old program is reused too). */
const parsed = new Map<string, ts.SourceFile | undefined>();
let previous: ts.Program | undefined;

/**
 * The workspace's `paths` (tsconfig.base.json): @bet/core's package exports name its built dist, so
 * without them the server's imports would read stale declarations (or none), not the edited source.
 */
const workspacePaths = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config,
  ts.sys,
  root,
).options.paths;

function diagnosticsWith(edit: (source: string) => string): Map<string, string[]> {
  const options: ts.CompilerOptions = {
    baseUrl: root,
    paths: workspacePaths,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noUncheckedIndexedAccess: true,
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
    lib: ['lib.es2023.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === contractFile ? edit(readFile(file) ?? '') : readFile(file));
  host.getSourceFile = (file, version, onError, create) => {
    if (path.resolve(file) === contractFile) return ts.createSourceFile(file, edit(readFile(file) ?? ''), version);
    if (!parsed.has(file)) parsed.set(file, getSourceFile(file, version, onError, create));
    return parsed.get(file);
  };
  const program = ts.createProgram({
    rootNames: [clientFile, serverFile, gatewayFile],
    options,
    host,
    ...(previous ? { oldProgram: previous } : {}),
  });
  previous = program;
  const byFile = new Map<string, string[]>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const file = d.file ? path.relative(root, d.file.fileName) : '(global)';
    byFile.set(file, [...(byFile.get(file) ?? []), ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
  }
  return byFile;
}

const CLIENT = 'core/src/api/client/roulette.ts';
const SERVER = 'server/src/routes/roulette/roulette.routes.ts';
const GATEWAY = 'core/src/roulette/application/api-roulette-gateway.ts';

describe('one contract per call', () => {
  it('compiles the client and the server of the roulette calls as they are', () => {
    const found = diagnosticsWith((s) => s);
    expect([...found.entries()]).toEqual([]);
  });

  it('breaks both ends when a request field is renamed in the contract', () => {
    const found = diagnosticsWith((s) => s.replace('couponType: couponTypeWire', 'couponKind: couponTypeWire'));
    expect(found.get(CLIENT)?.join('\n')).toMatch(/couponType/);
    expect(found.get(SERVER)?.join('\n')).toMatch(/couponType/);
  });

  it('breaks the server and the gateway reading the answer when an answer field is renamed', () => {
    const answer = diagnosticsWith((s) =>
      s.replace('const spinResult = W.obj({ value: W.int(0)', 'const spinResult = W.obj({ prize: W.int(0)'),
    );
    expect(answer.get(SERVER)?.join('\n')).toMatch(/prize/);
    expect(answer.get(GATEWAY)?.join('\n')).toMatch(/value/);
  });

  it('breaks both ends when a path or query parameter is renamed', () => {
    const param = diagnosticsWith((s) =>
      s.replace('const memberIdOnly = W.obj({ memberId: W.id() })', 'const memberIdOnly = W.obj({ member: W.id() })'),
    );
    expect(param.get(CLIENT)?.join('\n')).toMatch(/memberId/);
    expect(param.get(SERVER)?.join('\n')).toMatch(/memberId/);
  });

  it('breaks the server when a field changes type', () => {
    const found = diagnosticsWith((s) =>
      s.replace('W.obj({ normal: W.int(0), vip: W.int(0) })', 'W.obj({ normal: W.string(), vip: W.int(0) })'),
    );
    expect(found.get(SERVER)?.length ?? 0).toBeGreaterThan(0);
  });
});
