import { SessionGateway } from './session-gateway.js';

describe('SessionGateway', () => {
  it('has a global injection token named after the port', () => {
    expect(SessionGateway).toBe(Symbol.for('SessionGateway'));
  });
});
