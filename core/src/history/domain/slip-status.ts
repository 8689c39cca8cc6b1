/**
 * A slip's processing state, named (the spec lists the `status` field without values; the
 * server's codes are 0 open, 1 settled, 2 cancelled). The api gateway names the code once
 * (`slipStatusOf`); core reads only the names, the server may read the codes from here.
 */
export type SlipStatus = 'open' | 'settled' | 'cancelled' | 'unknown';

export const SLIP_STATUS_CODES = { open: 0, settled: 1, cancelled: 2 } as const;

const STATUS_OF_CODE: ReadonlyMap<number, SlipStatus> = new Map(
  Object.entries(SLIP_STATUS_CODES).map(([name, code]) => [code, name as SlipStatus]),
);

/** The named status of a wire code; a code the server may add later reads 'unknown'. */
export const slipStatusOf = (code: number): SlipStatus => STATUS_OF_CODE.get(code) ?? 'unknown';
