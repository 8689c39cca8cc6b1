import { RouletteGateway } from './roulette.gateway.js';

describe('RouletteGateway', () => {
  it('has an injection token named after it', () => {
    expect(RouletteGateway.description).toBe('RouletteGateway');
  });
});
