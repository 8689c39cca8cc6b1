/** The labels of /admin/settings and /admin/limits, in Korean (ADMIN_TEXTS spreads them in). */
export const ADMIN_SETTINGS_TEXTS = {
  settings: {
    title: '사이트 설정',
    on: '켜짐',
    off: '꺼짐',
    switches: [
      { key: 'siteNoticeFlg', label: '사이트 점검', hint: '켜면 회원은 점검 페이지로 이동합니다.' },
      { key: 'joinStartEndFlg', label: '회원가입 중지', hint: '켜면 새 가입을 받지 않습니다.' },
      { key: 'tetherMaintenanceFlag', label: '테더 입출금 점검', hint: 'USDT 입출금을 막습니다.' },
      { key: 'realpokerMaintenanceFlag', label: '리얼포커 점검', hint: '리얼포커 실행을 막습니다.' },
      { key: 'revolutionMaintenanceFlag', label: '홀덤 점검', hint: '홀덤 실행을 막습니다.' },
      { key: 'chargePointFlag', label: '충전 보너스 없음', hint: '켜면 입금 보너스 선택이 막힙니다.' },
      {
        key: 'conversionMinimumEnforced',
        label: '머니 전환 최소금액 적용',
        hint: '켜면 10,000원 / 1 USD 미만의 머니 전환을 거절합니다. 끄면 최소금액은 안내로만 표시됩니다.',
      },
      {
        key: 'maxBetInclusive',
        label: '최대베팅금과 같은 금액 허용',
        hint: '끄면 최대베팅금 이상의 베팅을 거절합니다 (기본). 켜면 최대베팅금까지 베팅할 수 있습니다.',
      },
      {
        key: 'signUpUserIdMax14',
        label: '아이디 최대 14자',
        hint: '켜면 가입 아이디를 6~14자까지 받습니다. 끄면 6~12자입니다 (기본).',
      },
      {
        key: 'signUpPasswordMax255',
        label: '비밀번호 최대 255자',
        hint: '켜면 가입과 비밀번호 변경에서 4~255자를 받습니다. 끄면 4~12자입니다 (기본).',
      },
      {
        key: 'signUpNicknameWeighted',
        label: '닉네임 길이 규칙',
        hint: '켜면 닉네임을 4~16자(한글은 2자로 계산)로 받습니다. 끄면 한글 2~6자입니다 (기본).',
      },
    ] as const,
    minigames: {
      title: '미니게임 점검',
      hint: '점검 중인 게임은 회원이 열면 점검 안내 후 첫 화면으로 이동하고, 베팅이 막힙니다.',
      on: '점검중',
      off: '운영중',
    },
  },
  limits: {
    title: '한도/계좌 설정',
    lead: '바꾼 값은 다음 베팅, 입금 계좌 확인, 전환부터 적용됩니다. 모든 변경은 감사 로그에 남습니다. 입금 보너스 비율은 다음에 승인되는 입금부터 적용됩니다.',
    tabs: [
      { key: 'limits', label: '베팅 한도' },
      { key: 'delays', label: '라이브 대기' },
      { key: 'accounts', label: '입금 계좌' },
      { key: 'rate', label: '환율' },
      { key: 'bonus', label: '폴더 보너스' },
      { key: 'depositBonus', label: '입금 보너스' },
    ] as const,
    tables: {
      limits: { list: '레벨별 베팅 한도', columns: ['게임 종류', '레벨', '최대 베팅 (만원)', '최대 당첨 (만원)', '관리'] },
      delays: { list: '종목별 라이브 베팅 대기 시간', columns: ['종목', '대기 시간 (초)', '관리'] },
      accounts: { list: '레벨별 입금 계좌', columns: ['회원 유형 / 레벨', '은행명', '계좌번호', '예금주', '관리'] },
      rate: { list: '환율', columns: ['항목', '원 / USD', '관리'] },
      bonus: { list: '폴더 보너스 배당', columns: ['보너스', '배당', '관리'] },
      depositBonus: { list: '입금 보너스 비율', columns: ['보너스', '비율 (%)', '관리'] },
    },
    gameTypes: { 1: '스포츠', 2: '라이브', 3: '미니게임', 4: '가상게임' } as Record<number, string>,
    gameType: (code: number) => `게임 ${code}`,
    sports: { 0: '기본 (그 밖의 종목)', 6046: '축구', 48242: '농구', 154914: '야구', 154830: '배구', 35232: '아이스하키' } as Record<
      number,
      string
    >,
    sport: (id: number) => `종목 ${id}`,
    level: (level: number) => `LV.${level}`,
    maxBet: '최대 베팅',
    maxWin: '최대 당첨',
    seconds: '대기 시간',
    bankName: '은행명',
    bankAccountNumber: '계좌번호',
    accountHolder: '예금주',
    rateRow: 'USDT 환율',
    bonusRow: (folders: number) => `${folders}폴더 이상 보너스`,
    bonusPrice: '배당',
    /** A deposit bonus row's name: the choice's name without its rate ('카지노 무한'). */
    depositBonusRow: (name: string) => `${name} 입금 보너스`,
    depositBonusPercent: '비율',
    rate: '원 / USD',
    /** A field's accessible name: its row, then the field ('스포츠 LV.2 최대 베팅'). */
    field: (row: string, field: string) => `${row} ${field}`,
    saveRow: (row: string) => `${row} 저장`,
  },
} as const;
