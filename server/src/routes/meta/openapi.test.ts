import { Validator } from '@seriousme/openapi-schema-validator';
import { ApiContracts as contracts, errorAnswer, memberGetCall, type CallContract } from '@bet/core/api';
import { createHarness, json, type Harness } from '../../testing/harness.js';

interface Operation {
  readonly 'x-auth': string;
  readonly responses: Record<string, { description: string; content?: { 'application/json': { schema: unknown } } }>;
}
interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { readonly schemas: Record<string, unknown> };
}

let h: Harness;
let doc: OpenApiDocument;

beforeAll(async () => {
  h = await createHarness();
  doc = json<OpenApiDocument>(await h.inject({ method: 'GET', url: '/api/openapi.json' }));
});
afterAll(async () => h.close());

const operationOf = (call: Pick<CallContract, 'method' | 'path'>): Operation | undefined =>
  doc.paths[call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[call.method.toLowerCase()];
const answerSchemaOf = (op: Operation | undefined): unknown => op?.responses['200']?.content?.['application/json'].schema;

/** Every call contract core exports (core/src/api/contracts): the one definition of each call. */
const isContract = (value: unknown): value is CallContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
const ALL_CONTRACTS: [string, CallContract][] = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) =>
  isContract(value) ? [[name, value] as [string, CallContract]] : [],
);

describe('the OpenAPI document at /api/openapi.json', () => {
  it("shows a call's answer with its contract's schema (GET /member/{id})", () => {
    expect(answerSchemaOf(operationOf(memberGetCall))).toEqual(memberGetCall.response.schema);
  });

  it('carries the answer schema of every call contract the server serves', () => {
    expect(ALL_CONTRACTS.length).toBeGreaterThan(150);
    const served = ALL_CONTRACTS.filter(([, call]) => operationOf(call) !== undefined);
    // Each contract is served: a contract without a route would be a call the client makes in vain.
    expect(ALL_CONTRACTS.filter(([, call]) => operationOf(call) === undefined).map(([name]) => name)).toEqual([]);
    for (const [name, call] of served) expect([name, answerSchemaOf(operationOf(call))]).toEqual([name, call.response.schema]);
  });

  it("describes 4xx and 5xx answers with core's Korean error body", async () => {
    expect(doc.components.schemas.ErrorAnswer).toEqual(errorAnswer.schema);
    const op = operationOf(memberGetCall)!;
    for (const status of ['4XX', '5XX'])
      expect(op.responses[status]?.content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorAnswer' });
    const refused = json<{ message: string; code: string }>(await h.inject({ method: 'GET', url: '/api/member/1' }));
    expect(Object.keys(refused).sort()).toEqual(['code', 'message']);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // The validator does refuse a document that is not OpenAPI (no info, an operation without responses).
    const broken = { openapi: '3.1.0', paths: { '/x': { get: { parameters: [] } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });
});
