import { InboxGateway } from './inbox.gateway.js';

describe('InboxGateway', () => {
  it('has an injection token named after it', () => {
    expect(InboxGateway.description).toBe('InboxGateway');
  });
});
