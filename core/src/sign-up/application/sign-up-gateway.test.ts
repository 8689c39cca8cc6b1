import { SignUpGateway } from './sign-up-gateway.js';

describe('SignUpGateway', () => {
  it('has a global injection token named after the port', () => {
    expect(SignUpGateway).toBe(Symbol.for('SignUpGateway'));
  });
});
