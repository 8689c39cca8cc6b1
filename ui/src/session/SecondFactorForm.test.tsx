import { jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderThemed } from '../shell/testing/shell-fixture.js';
import { SecondFactorForm, secondFactorTitle } from './SecondFactorForm.js';

const QR = 'data:image/svg+xml;base64,PHN2Zz4=';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const challenge = 'c'.repeat(43);
const enrolling = { challenge, enrolment: { secret: SECRET, otpauthUri: `otpauth://totp/x?secret=${SECRET}`, qrImage: QR } };

function setup(step: Parameters<typeof SecondFactorForm>[0]['step']) {
  const onSubmit = jest.fn<(code: string) => void>();
  const onBack = jest.fn();
  renderThemed(<SecondFactorForm step={step} pending={false} onSubmit={onSubmit} onBack={onBack} />);
  return { onSubmit, onBack };
}

const codeField = (): HTMLInputElement => document.querySelector('input[name="otp"]') as HTMLInputElement;

describe('SecondFactorForm', () => {
  it('shows the enrolment: the QR code and the secret in groups of four, and sends the typed digits only', () => {
    const t = setup(enrolling);
    expect(secondFactorTitle(enrolling)).toBe('관리자 2단계 인증 등록');
    expect(screen.getByRole('img', { name: '인증 앱 등록용 QR 코드' }).getAttribute('src')).toBe(QR);
    expect((document.querySelector('[name="totpSecret"]') as HTMLTextAreaElement).value).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    fireEvent.change(codeField(), { target: { value: '12 34-56' } });
    expect(codeField().value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(t.onSubmit).toHaveBeenCalledWith('123456');
  });

  it('asks only for the code once enrolled, and goes back to the password', () => {
    const step = { challenge, enrolment: null };
    const t = setup(step);
    expect(secondFactorTitle(step)).toBe('관리자 2단계 인증');
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('[name="totpSecret"]')).toBeNull();
    screen.getByText('인증 앱(Google Authenticator 등)에 표시된 6자리 코드를 입력해주세요.');
    fireEvent.click(screen.getByRole('button', { name: '처음으로' }));
    expect(t.onBack).toHaveBeenCalled();
  });
});
