import { PopupsGateway } from './popups.gateway.js';

describe('PopupsGateway', () => {
  it('has an injection token named after it', () => {
    expect(PopupsGateway.description).toBe('PopupsGateway');
  });
});
