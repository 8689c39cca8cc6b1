/**
 * What makes an answer conform: a 2xx body valid against the contract's JSON Schema (ajv) and
 * decoded by the contract's own decoder; a refusal in the error shape of docs/api-conventions.md
 * (`{ message, code }`, the message in Korean) with the documented status.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { ApiContracts, type JsonSchema } from '@bet/core/api';
import { isCalendarDay, isCalendarMonth } from '@bet/core/shared';

const ajv = new Ajv({
  allErrors: false,
  allowUnionTypes: true,
  // The contracts put `enum` beside `anyOf` and other shapes ajv's strict types mode only warns about.
  strictTypes: false,
  formats: {
    'calendar-day': isCalendarDay,
    'calendar-month': isCalendarMonth,
    // Member-input formats: the server checks what it is sent; an answer's text is not the kit's to judge.
    'plain-text': true,
    'safe-html': true,
  },
});

const compiled = new Map<JsonSchema, ValidateFunction>();

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Why a body does not match the schema (the first error, with where), or null when it does. */
export function schemaProblem(schema: JsonSchema, body: unknown): string | null {
  const validate = validatorOf(schema);
  if (validate(body)) return null;
  const first = validate.errors?.[0];
  if (!first) return 'does not match the schema';
  const where = first.instancePath === '' ? 'the body' : first.instancePath;
  const extra = 'additionalProperty' in first.params ? ` (${String(first.params.additionalProperty)})` : '';
  return `schema: ${where} ${first.message ?? 'is invalid'}${extra}`;
}

const HANGUL = /[\uAC00-\uD7A3]/;

/** Why a refusal's body is not the Korean error shape, or null when it is. */
export function errorShapeProblem(body: unknown): string | null {
  const problem = schemaProblem(ApiContracts.errorAnswer.schema, body);
  if (problem) return `error shape: ${problem.replace(/^schema: /, '')}`;
  const message = (body as { message: string }).message;
  return HANGUL.test(message) ? null : `error message not in Korean: "${message}"`;
}
