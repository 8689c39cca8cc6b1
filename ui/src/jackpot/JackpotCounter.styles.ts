import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

/** A gold-framed band above the page's content, one line high on a desktop, stacked on a phone. */
export const JackpotBox = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 14px 20px;
  background: linear-gradient(90deg, #2a1d05, ${color('surfaceRaised')} 45%, #2a1d05);
  border: 1px solid ${color('primary')};
  border-radius: ${({ theme }) => theme.radius};
  ${mobileMedia} {
    flex-direction: column;
    align-items: stretch;
    gap: 4px;
    padding: 10px 12px;
    text-align: center;
  }
`;

export const JackpotLabel = styled.h2`
  margin: 0;
  font-size: 20px;
  font-weight: 800;
  letter-spacing: 0.2em;
  color: ${color('primary')};
  ${mobileMedia} {
    font-size: 15px;
  }
`;

/** Tabular digits so the figure does not jitter while it rolls. */
export const JackpotFigure = styled.p`
  margin: 0;
  font-size: 34px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${color('primary')};
  white-space: nowrap;
  & small {
    margin-left: 4px;
    font-size: 18px;
  }
  ${mobileMedia} {
    font-size: 26px;
  }
`;

export const JackpotNote = styled.p`
  margin: 0;
  font-size: 12px;
  color: ${color('textMuted')};
  text-align: right;
  ${mobileMedia} {
    text-align: center;
  }
`;
