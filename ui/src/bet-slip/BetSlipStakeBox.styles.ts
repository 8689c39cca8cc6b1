import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const StakeSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px;
  font-size: 13px;
`;

export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;

export const Label = styled.span`
  color: ${color('textMuted')};
`;

export const StakeLabel = styled.label`
  color: ${color('textMuted')};
  white-space: nowrap;
`;

export const Value = styled.strong<{ $accent?: boolean }>`
  color: ${(p) => (p.$accent ? p.theme.colors.primary : p.theme.colors.text)};
`;

export const StakeInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 34px;
  padding: 0 8px;
  border: 1px solid ${color('border')};
  border-radius: 4px;
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  text-align: right;
  font-size: 15px;
`;

export const Hint = styled.p`
  margin: -4px 0 0;
  color: ${color('danger')};
  font-size: 12px;
  text-align: right;
`;

/** What the stake places (spec 9's rounding down to 10 won): information, not a refusal. */
export const InfoHint = styled(Hint)`
  color: ${color('accent')};
`;

export const QuickGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 4px;
`;

export const QuickButton = styled.button`
  height: 30px;
  border: 1px solid ${color('border')};
  border-radius: 4px;
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  cursor: pointer;
`;

export const SubmitButton = styled.button<{ $locked: boolean }>`
  height: 44px;
  border: 0;
  border-radius: 6px;
  background: ${(p) => (p.$locked ? p.theme.colors.border : p.theme.colors.primary)};
  color: ${(p) => (p.$locked ? p.theme.colors.textMuted : p.theme.colors.onPrimary)};
  font-size: 16px;
  font-weight: 700;
  cursor: ${(p) => (p.$locked ? 'progress' : 'pointer')};
`;
