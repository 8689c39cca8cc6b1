import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;

  h3 {
    margin: 0;
    font-size: 16px;
    color: ${color('text')};
  }
`;

/** One limit kind's three periods: a row per period that wraps under 768 px, never a sideways scroll. */
export const LimitRow = styled.div`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2.4fr);
  align-items: center;
  gap: 8px;
  padding: 8px 0;
  border-top: 1px solid ${color('border')};

  ${mobileMedia} {
    grid-template-columns: 40px minmax(0, 1fr) minmax(0, 1fr);
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

export const Muted = styled.span`
  color: ${color('textMuted')};
  font-size: 13px;
`;

export const Controls = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;

  input {
    flex: 1 1 120px;
    min-width: 0;
  }
`;

export const Pending = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 6px 0 0;
  font-size: 13px;
  color: ${color('primary')};
  grid-column: 1 / -1;
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;

  strong {
    min-width: 72px;
  }
`;

export const ActiveExclusion = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 6px;
  background: ${color('surfaceRaised')};
  color: ${color('danger')};
  font-weight: 600;
`;
