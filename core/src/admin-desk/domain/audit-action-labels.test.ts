import * as contracts from '../../api/contracts/index.js';
import { AUDIT_REQUEST_LABELS, auditActionLabel } from './audit-action-labels.js';

/** Every state-changing admin call of the API contracts, as the server's audit hook names its line. */
const adminCalls = Object.values(contracts as Record<string, unknown>).flatMap((value) => {
  const call = value as { method?: unknown; path?: unknown } | null;
  return typeof call?.method === 'string' && typeof call.path === 'string' && call.path.startsWith('/admin/') && call.method !== 'GET'
    ? [`${call.method} ${call.path}`]
    : [];
});

describe('audit action labels', () => {
  it('names the request line of every state-changing admin call in Korean, under the /api base path too', () => {
    expect(adminCalls.length).toBeGreaterThan(20);
    for (const call of new Set(adminCalls)) {
      expect([call, AUDIT_REQUEST_LABELS[call]]).toEqual([call, expect.stringMatching(/[가-힣]/)]);
      expect(auditActionLabel(`admin ${call.replace(' /admin/', ' /api/admin/')}`)).toMatch(/^[^/]+ 요청$/);
    }
  });

  it('names the login and member events the issue saw raw', () => {
    expect(auditActionLabel('login.totpFailed')).toBe('2단계 인증 실패');
    expect(auditActionLabel('login.captchaMismatch')).toBe('자동방지코드 불일치');
    expect(auditActionLabel('member.password.change')).toBe('비밀번호 변경');
  });
});
