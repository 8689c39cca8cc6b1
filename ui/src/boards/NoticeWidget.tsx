import { styled } from 'styled-components';
import { SiteLink } from '../shell/SiteLink.js';
import { BOARDS_TEXTS } from './texts.js';

const T = BOARDS_TEXTS;

export interface NoticeWidgetItem {
  readonly id: number;
  readonly title: string;
  /** 'YY.MM.DD' (KST). */
  readonly date: string;
}

const Box = styled.section`
  height: ${({ theme }) => theme.layout.noticeWidgetHeight}px;
  display: flex;
  flex-direction: column;
  padding: 12px 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 8px;
  & h2 {
    flex: 1;
    margin: 0;
    font-size: 15px;
    color: ${({ theme }) => theme.colors.primary};
  }
  & a {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ul`
  flex: 1;
  list-style: none;
  margin: 0;
  padding: 0;
  overflow: hidden;
  & li {
    display: flex;
    gap: 10px;
    padding: 4px 0;
    font-size: 13px;
  }
  & time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  & a {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Spec 2 notice widget: the latest five notices, YY.MM.DD and title, 200 px high; edit icon for role 1. */
export function NoticeWidget({ items, canWrite }: { readonly items: readonly NoticeWidgetItem[]; readonly canWrite: boolean }) {
  return (
    <Box aria-label={T.notices}>
      <Head>
        <h2>{T.notices}</h2>
        {canWrite ? (
          <SiteLink to="/community/notice/regist" aria-label={T.write} title={T.write}>
            ✎
          </SiteLink>
        ) : null}
        <SiteLink to="/community/notice">{T.more}</SiteLink>
      </Head>
      {items.length === 0 ? (
        <p>{T.noNotices}</p>
      ) : (
        <List>
          {items.map((item) => (
            <li key={item.id}>
              <time>{item.date}</time>
              <SiteLink to={`/community/notice/detail/${item.id}`}>{item.title}</SiteLink>
            </li>
          ))}
        </List>
      )}
    </Box>
  );
}
