import { InquiryGateway, NonMemberInquiryGateway } from './inquiry.gateway.js';

describe('inquiry gateways', () => {
  it('each has its own injection token named after it', () => {
    expect([InquiryGateway.description, NonMemberInquiryGateway.description]).toEqual(['InquiryGateway', 'NonMemberInquiryGateway']);
    expect(InquiryGateway).not.toBe(NonMemberInquiryGateway);
  });
});
