import { ChargeClipboard } from './charge-context.js';
import { ChargeGateway } from './charge-gateway.js';

describe('charge ports', () => {
  it('each port has its own injection token named after it', () => {
    expect(ChargeGateway).not.toBe(ChargeClipboard);
    expect([ChargeGateway.description, ChargeClipboard.description]).toEqual(['ChargeGateway', 'ChargeClipboard']);
  });
});
