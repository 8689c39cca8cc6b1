import type { AttendanceView, AttendanceViewModel } from '@bet/core/attendance';
import { Button } from '../design-system/Button.js';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Card, Lead, PageBox, PageTitle } from '../design-system/page.styles.js';
import { SmallButton } from '../design-system/parts.styles.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { SiteLink } from '../shell/SiteLink.js';
import { AttendanceCalendar } from './AttendanceCalendar.js';
import { Footer, Head, MonthNav } from './AttendancePage.styles.js';
import { ATTENDANCE_TEXTS as T } from './texts.js';

export type AttendanceScreenModel = Pick<AttendanceViewModel, 'state$' | 'previousMonth' | 'nextMonth' | 'checkIn' | 'dismissAlert'>;

export interface AttendancePanelProps {
  readonly view: AttendanceView;
  readonly actions: Pick<AttendanceScreenModel, 'previousMonth' | 'nextMonth' | 'checkIn'>;
}

/** Pure: month navigation, the check-in button (current month only) and the calendar. */
export function AttendancePanel({ view, actions }: AttendancePanelProps) {
  const done = view.checkedToday && view.isCurrentMonth;
  return (
    <PageBox>
      <Card>
        <Head>
          <MonthNav>
            <SmallButton type="button" aria-label={T.previousMonth} onClick={() => actions.previousMonth()}>
              ‹
            </SmallButton>
            <strong data-testid="attendance-month">{view.calendar.title}</strong>
            <SmallButton type="button" aria-label={T.nextMonth} onClick={() => actions.nextMonth()}>
              ›
            </SmallButton>
          </MonthNav>
          {view.isCurrentMonth ? (
            <Button type="button" disabled={done || view.checking || view.loading} onClick={() => actions.checkIn()}>
              {done ? T.checkedToday : view.checking ? T.checking : T.checkIn}
            </Button>
          ) : null}
        </Head>
        <AttendanceCalendar calendar={view.calendar} />
        <Footer>
          <span data-testid="attendance-count">{T.checkedCount(view.calendar.checkedCount)}</span>
          {view.pointsText !== null ? <span>{T.reward(view.pointsText)}</span> : null}
          <SiteLink to="/mypage/point_history">{T.toHistory}</SiteLink>
        </Footer>
      </Card>
      <Lead>{T.lead}</Lead>
    </PageBox>
  );
}

export interface AttendancePageProps {
  readonly viewModel: AttendanceScreenModel;
  readonly onAlert: ScreenAlert;
}

/** /mypage/attendance: the daily check-in and its calendar; results go to the shell's alert. */
export function AttendancePage({ viewModel, onAlert }: AttendancePageProps) {
  const view = useAlertingView(viewModel, onAlert);
  if (!view) return null;
  return (
    <section aria-label={T.title} data-testid="attendance-page">
      <PageTitle>{T.title}</PageTitle>
      <AttendancePanel view={view} actions={viewModel} />
    </section>
  );
}
