import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { AdminDashboardView, AdminDashboardViewModel, DashboardSeriesView } from '@bet/core/admin-desk';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { SmallButton } from '../design-system/parts.styles.js';
import { SiteLink } from '../shell/SiteLink.js';
import { Bar, Screen, ScreenTitle } from './admin.styles.js';
import { Card, CardGrid, Figures, Lead, Legend, QueueList } from './AdminDashboardPage.styles.js';
import type { DashboardChartProps } from './DashboardChart.js';
import { DASHBOARD_SERIES_COLORS, DASHBOARD_TEXTS as T } from './dashboard-texts.js';
import { useDeskView } from './use-desk-messages.js';

/** The chart library (uPlot) loads with the dashboard's first chart only, never with another admin page or the member site. */
const LazyChart = lazy(() => import('./DashboardChart.js'));

export interface AdminDashboardPageProps {
  readonly viewModel: AdminDashboardViewModel;
  readonly onAlert: ScreenAlert;
  /** What follows the charts: the export bars of the reports without a screen of their own (partner settlements). */
  readonly exports?: ReactNode;
  /** The chart component (tests hand a plain one: jsdom has no canvas). */
  readonly Chart?: ComponentType<DashboardChartProps>;
}

function ChartCard({
  title,
  labels,
  series,
  Chart,
}: {
  title: string;
  labels: readonly string[];
  series: readonly DashboardSeriesView[];
  Chart: ComponentType<DashboardChartProps>;
}) {
  const lines = series.map((s) => ({ label: T.figures[s.key], color: DASHBOARD_SERIES_COLORS[s.key], values: s.values }));
  return (
    <Card aria-label={title}>
      <h3>{title}</h3>
      <Legend>
        {lines.map((l) => (
          <li key={l.label}>
            <i style={{ background: l.color }} />
            {l.label}
          </li>
        ))}
      </Legend>
      <Suspense fallback={<Lead>{T.chartLoading}</Lead>}>
        <Chart title={title} labels={labels} series={lines} />
      </Suspense>
    </Card>
  );
}

function Periods({ view }: { view: AdminDashboardView }) {
  return (
    <CardGrid>
      {view.periods.map((p) => (
        <Card key={p.period} aria-label={T.periods[p.period]} data-testid={`dashboard-${p.period}`}>
          <h3>{T.periods[p.period]}</h3>
          <Figures>
            {p.figures.map((f) => (
              <div key={f.key} style={{ display: 'contents' }}>
                <dt>{T.figures[f.key]}</dt>
                <dd data-negative={f.negative} data-testid={`dashboard-${p.period}-${f.key}`}>
                  {f.text}
                </dd>
              </div>
            ))}
          </Figures>
        </Card>
      ))}
    </CardGrid>
  );
}

/** /admin: the operator's dashboard: figures of today, 7 and 30 days, liability, queues, and two charts of the 30 days. */
export function AdminDashboardPage({ viewModel: vm, onAlert, exports, Chart = LazyChart }: AdminDashboardPageProps) {
  const view = useDeskView(vm, onAlert);
  if (!view) return null;
  return (
    <Screen aria-label={T.title} data-testid="admin-dashboard">
      <Bar>
        <ScreenTitle>{T.title}</ScreenTitle>
        {view.today ? <Lead>{T.asOf(view.today)}</Lead> : null}
        <SmallButton type="button" onClick={() => vm.refresh()} disabled={view.loading}>
          {T.refresh}
        </SmallButton>
      </Bar>
      <Periods view={view} />
      <CardGrid>
        {view.liability ? (
          <Card aria-label={T.liability}>
            <h3>{T.liability}</h3>
            <Figures>
              <dt>{T.liabilitySlips(view.liability.slips)}</dt>
              <dd data-testid="dashboard-liability">{view.liability.text}</dd>
            </Figures>
          </Card>
        ) : null}
        <Card aria-label={T.queuesTitle}>
          <h3>{T.queuesTitle}</h3>
          <QueueList>
            {view.queues.map((q) => (
              <li key={q.key}>
                <SiteLink to={T.queues[q.key].to} data-waiting={q.count > 0} data-testid={`dashboard-queue-${q.key}`}>
                  <span>{T.queues[q.key].label}</span>
                  <strong>{T.count(q.count)}</strong>
                </SiteLink>
              </li>
            ))}
          </QueueList>
        </Card>
      </CardGrid>
      {view.dayLabels.length > 0 ? (
        <CardGrid>
          <ChartCard title={T.moneyChart} labels={view.dayLabels} series={view.money} Chart={Chart} />
          <ChartCard title={T.membersChart} labels={view.dayLabels} series={view.members} Chart={Chart} />
        </CardGrid>
      ) : null}
      {exports ? (
        <Card aria-label={T.exportsTitle}>
          <h3>{T.exportsTitle}</h3>
          {exports}
        </Card>
      ) : null}
    </Screen>
  );
}
