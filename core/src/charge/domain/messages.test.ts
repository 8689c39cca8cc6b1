import { CHARGE_MESSAGES, CHARGE_RULE_TEXTS } from './messages.js';

describe('charge texts shown outside a validator', () => {
  it('asks before deleting the whole history', () => {
    expect(CHARGE_MESSAGES.deleteAllConfirm).toBe('전체 내역을 삭제하시겠습니까?');
  });

  it('lists the deposit rules of spec 5 and 9', () => {
    expect(CHARGE_RULE_TEXTS.deposit).toEqual([
      '입금은 반드시 회원님 본인 명의로만 가능합니다.',
      '수표 입금은 불가합니다.',
      '입금 전 반드시 입금계좌를 확인(계좌요청)해주세요.',
      '최소 충전금액은 10,000원이며 1,000원 단위로 신청 가능합니다.',
      '1회 500만원 이하로 나누어 입금하시길 권장합니다. 처리에는 1~2분이 소요됩니다.',
      '은행 점검시간(23:30~00:30)에는 입출금이 불가합니다.',
    ]);
  });

  it('lists the withdrawal rules of spec 5 and 9', () => {
    expect(CHARGE_RULE_TEXTS.withdrawal).toEqual([
      '출금은 회원가입 시 등록한 계좌로만 가능합니다.',
      '최소 출금금액은 10,000원이며 10,000원 단위로 신청 가능합니다.',
      '1회 최대 출금금액은 30,000,000원입니다.',
      '출금신청 후 2시간이 지나야 다시 신청할 수 있습니다.',
      '롤링 조건을 충족해야 출금이 가능합니다.',
      '은행 점검시간(23:30~00:30)에는 입출금이 불가합니다.',
    ]);
  });
});
