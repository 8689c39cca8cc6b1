import { joinLinkOf } from './join-link.js';

describe('joinLinkOf', () => {
  it("is the top page with the code as joinCd, on the site's own address", () => {
    expect(joinLinkOf('https://bet.example.com', 'RECOMM01')).toEqual({
      code: 'RECOMM01',
      url: 'https://bet.example.com/?joinCd=RECOMM01',
    });
  });

  it('drops a trailing slash of the address and escapes the code', () => {
    expect(joinLinkOf('http://127.0.0.1:3000/', 'A B&C').url).toBe('http://127.0.0.1:3000/?joinCd=A%20B%26C');
  });
});
