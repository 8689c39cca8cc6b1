/**
 * The site footer's texts, declared once (every member page shows them). The operator's details
 * are placeholders until the operator fills them in: the site settings hold no company fields yet.
 */
export const SITE_FOOTER_TEXTS = {
  label: '사이트 정보',
  adultMark: '19+',
  adultNotice: '19세 미만 청소년은 이용할 수 없습니다.',
  responsiblePlay: '베팅은 여유 자금으로 즐기세요. 이용 금액과 시간 한도, 이용 제한은 건전한 이용 설정에서 직접 정할 수 있습니다.',
  responsiblePlayLink: { to: '/mypage/responsible_play', label: '건전한 이용 설정' },
  links: [
    { to: '/qna', label: '고객센터 (1:1 문의)' },
    { to: '/notice', label: '공지사항' },
    { to: '/rules', label: '베팅규정' },
    { to: '/fairness', label: '공정성 검증' },
  ],
  operator: [
    { label: '상호', value: '(운영사명 등록 예정)' },
    { label: '대표', value: '(등록 예정)' },
    { label: '사업자등록번호', value: '000-00-00000 (등록 예정)' },
    { label: '고객센터', value: '24시간 1:1 문의 운영' },
  ],
  copyright: '© 운영사. All rights reserved.',
} as const;
