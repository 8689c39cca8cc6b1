import { CASINO_PROVIDER_NAMES, casinoProviderName } from './casino-providers.js';

describe('casino provider names', () => {
  it('names each provider code in Korean, and leaves an unknown code as recorded', () => {
    expect(casinoProviderName('aurora')).toBe('오로라 게이밍');
    expect(casinoProviderName('dragon')).toBe('드래곤 라이브');
    expect(casinoProviderName('lucky')).toBe('럭키 스튜디오');
    expect(casinoProviderName('newco')).toBe('newco');
    expect(Object.keys(CASINO_PROVIDER_NAMES)).toHaveLength(3);
  });
});
