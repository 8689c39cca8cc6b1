import { SLIP_STATUS_CODES, slipStatusOf } from './slip-status.js';

describe('slipStatusOf', () => {
  it('names the server codes and reads any other code as unknown', () => {
    expect([0, 1, 2, 7, -1].map(slipStatusOf)).toEqual(['open', 'settled', 'cancelled', 'unknown', 'unknown']);
  });

  it('gives every name back its code', () => {
    for (const [name, code] of Object.entries(SLIP_STATUS_CODES)) expect(slipStatusOf(code)).toBe(name);
  });
});
