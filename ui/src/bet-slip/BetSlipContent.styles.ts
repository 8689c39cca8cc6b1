import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const SlipBox = styled.section`
  display: flex;
  flex-direction: column;
  background: ${color('surface')};
  color: ${color('text')};
  border: 1px solid ${color('border')};
  border-radius: 6px;
  overflow: hidden;
`;

export const SlipHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 10px;
  background: ${color('surfaceRaised')};
  font-weight: 700;
`;

export const Count = styled.span`
  margin-left: 6px;
  color: ${color('primary')};
`;

export const TextButton = styled.button`
  border: 1px solid ${color('border')};
  border-radius: 4px;
  padding: 3px 8px;
  background: transparent;
  color: ${color('textMuted')};
  font-size: 12px;
  cursor: pointer;
`;

export const FooterClear = styled(TextButton)`
  align-self: flex-end;
  margin: 8px 10px 0;
`;

export const ToggleRow = styled.label`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 6px 10px;
  border-bottom: 1px solid ${color('border')};
  color: ${color('textMuted')};
  font-size: 12px;
  cursor: pointer;
`;

export const EntryList = styled.ul`
  margin: 0;
  padding: 0;
`;

export const Empty = styled.p`
  margin: 0;
  padding: 24px 10px;
  color: ${color('textMuted')};
  text-align: center;
  font-size: 13px;
`;
