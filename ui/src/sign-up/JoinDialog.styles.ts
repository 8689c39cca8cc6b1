import { styled } from 'styled-components';

export const Grid = styled.div`
  display: grid;
  /* minmax(0, ...): a long option (bank names) must not widen a column past the dialog. */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 10px 12px;
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** The captcha "image": the code drawn as spaced, skewed letters that cannot be selected. */
export const CaptchaCode = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 96px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radius};
  background: repeating-linear-gradient(45deg, #2a3452, #2a3452 6px, #222b45 6px, #222b45 12px);
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-style: italic;
  letter-spacing: 6px;
  user-select: none;
`;

export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 13px;
`;
