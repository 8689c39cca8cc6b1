import { styled } from 'styled-components';
import { TextArea } from '../design-system/form.styles.js';
import { color, mobileMedia } from '../design-system/tokens.js';

/** /community/notice: rows of date and title (a table would push 425 px sideways). */
export const NoticeRows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 2px solid ${color('primary')};
  & li {
    display: grid;
    grid-template-columns: 60px minmax(0, 1fr) 90px;
    gap: 10px;
    align-items: center;
    padding: 12px 10px;
    border-bottom: 1px solid ${color('border')};
  }
  & li > span:first-child,
  & time {
    color: ${color('textMuted')};
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  & li > a {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${color('text')};
  }
  ${mobileMedia} {
    & li {
      grid-template-columns: minmax(0, 1fr) 70px;
    }
    & li > span:first-child {
      display: none;
    }
  }
`;

export const NoticeHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  flex-wrap: wrap;
  margin-bottom: 12px;
  & > h2 {
    margin: 0;
  }
`;

export const NoticeMeta = styled.p`
  margin: 0 0 12px;
  color: ${color('textMuted')};
  font-size: 13px;
`;

export const NoticeActions = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 8px;
  margin-top: 14px;
`;

/** The write form's contents box: taller than the dialogs' text areas (a notice is long). */
export const ContentsArea = styled(TextArea)`
  min-height: 260px;
`;
