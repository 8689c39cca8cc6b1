/**
 * Runs one call through its contract (core's `invoke`: the contract encodes the request and
 * decodes the answer) and judges the answer: an expected answer, or an expected refusal.
 */
import type { ApiError, Result } from '@bet/core/shared';
import { invoke, type CallContract } from '@bet/core/api';
import { errorShapeProblem, schemaProblem } from './answer-checks.js';
import type { KitPort } from './kit-session.js';
import type { ReportRow } from './report.js';

export interface Sent {
  readonly status: number | null;
  readonly body: unknown;
  /** core's client's outcome for the same answer (its decoder's verdict included). */
  readonly result: Result<unknown, ApiError>;
}

/** Sends the call as core's client does; the raw answer beside the client's outcome. */
export async function send(port: KitPort, contract: CallContract, args: unknown): Promise<Sent> {
  const result = await invoke(port.call, contract, args as never);
  const raw = port.lastAnswer();
  return { status: raw?.status ?? null, body: raw?.body, result };
}

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

const describe = (sent: Sent): string => {
  if (sent.status === null) return 'no answer';
  const body = sent.body as { code?: unknown; message?: unknown } | undefined;
  const code = typeof body?.code === 'string' ? ` ${body.code}` : '';
  const message = typeof body?.message === 'string' ? ` '${body.message}'` : '';
  return `${sent.status}${code}${message}`;
};

/** Why a 2xx answer does not conform (schema, then the contract's decoder), or null. */
export function answerProblem(contract: CallContract, sent: Sent): string | null {
  const schema = schemaProblem(contract.response.schema, sent.body);
  if (schema) return schema;
  if (!sent.result.ok && sent.result.error.kind === 'decode') {
    const error = sent.result.error as ApiError & { path?: string; detail?: string };
    return `decode: ${error.detail ?? error.path ?? error.message}`;
  }
  return null;
}

type Row = Omit<ReportRow, 'call' | 'check'>;

/**
 * The call must answer 2xx with a body its contract accepts. With `mayRefuse`, a 4xx in the
 * Korean error shape conforms too (the kit cannot know the arguments that exist on the server).
 */
export function judgeAnswer(contract: CallContract, sent: Sent, mayRefuse = false): Row {
  const status = sent.status;
  if (status === null) return { status, verdict: { kind: 'fails', why: 'no answer' } };
  if (isSuccess(status)) {
    const problem = answerProblem(contract, sent);
    return { status, verdict: problem ? { kind: 'fails', why: problem } : { kind: 'conforms' } };
  }
  if (mayRefuse && status >= 400 && status < 500) {
    const shape = errorShapeProblem(sent.body);
    if (!shape) return { status, verdict: { kind: 'conforms', note: `refused: ${(sent.body as { code: string }).code}` } };
    return { status, verdict: { kind: 'fails', why: shape } };
  }
  return { status, verdict: { kind: 'fails', why: `expected a 2xx answer, got ${describe(sent)}` } };
}

/** The call must be refused with this status (and code, when given) in the Korean error shape. */
export function judgeRefusal(sent: Sent, expected: { readonly status: number; readonly code?: string }): Row {
  const status = sent.status;
  const wanted = `${expected.status}${expected.code ? ` ${expected.code}` : ''}`;
  if (status !== expected.status) return { status, verdict: { kind: 'fails', why: `expected ${wanted}, got ${describe(sent)}` } };
  const shape = errorShapeProblem(sent.body);
  if (shape) return { status, verdict: { kind: 'fails', why: shape } };
  const code = (sent.body as { code: string }).code;
  if (expected.code && code !== expected.code)
    return { status, verdict: { kind: 'fails', why: `expected ${wanted}, got ${describe(sent)}` } };
  return { status, verdict: { kind: 'conforms' } };
}

/** A row for a call that threw inside the kit (a bad argument for the contract). */
export const kitFault = (error: unknown): Row => ({
  status: null,
  verdict: { kind: 'fails', why: `kit could not send it: ${error instanceof Error ? error.message : String(error)}` },
});
