/**
 * Labels of my page "책임 있는 이용" (/mypage/responsible_play, issue 13). The spec has no text
 * for this page: every label is ours. Rule and refusal texts come from core and the server.
 */
export const RESPONSIBLE_PLAY_TEXTS = {
  title: '책임 있는 이용',
  lead: '입금·베팅·손실 한도를 정하고, 필요하면 휴식이나 자기 배제로 이용을 멈출 수 있습니다.',
  loading: '불러오는 중입니다…',
  failed: '정보를 불러오지 못했습니다.',
  limits: {
    title: '한도 설정',
    rule: '한도를 낮추면 바로 적용되고, 높이거나 해제하면 24시간 후에 다시 확정해야 적용됩니다.',
    groupTitle: (label: string): string => `${label} 한도`,
    lossNote: '손실 = 베팅 금액 − 당첨·환불 금액 (진행 중인 베팅은 전액 손실로 계산)',
    columns: { period: '기간', limit: '현재 한도', used: '이번 기간 사용', change: '변경' },
    none: '없음',
    amountLabel: (group: string, period: string): string => `${group} ${period} 한도 금액`,
    placeholder: '금액 (원)',
    save: '저장',
    remove: '해제',
    pending: (amount: string | null, at: string): string =>
      `${amount === null ? '해제' : `${amount}(으)로 상향`} 대기 중 · ${at} 이후 확정 가능`,
    confirm: '확정',
    cancel: '취소',
  },
  exclusion: {
    title: '휴식 및 자기 배제',
    rule: '기간 중에는 베팅, 입금, 게임머니 전환을 할 수 없으며 남은 금액의 출금만 가능합니다. 시작한 뒤에는 본인도 운영자도 중간에 해제할 수 없습니다.',
    coolOff: '휴식',
    selfExclusion: '자기 배제',
    active: (kind: string, duration: string, until: string | null): string =>
      `${kind}(${duration}) 진행 중 · ${until === null ? '영구' : `${until}까지`}`,
  },
} as const;
