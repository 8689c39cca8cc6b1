import { PARTNER_CODE_MAX_LENGTH, type PartnerCodesView, type PartnerCodesViewModel } from '@bet/core/partner-desk';
import { Button } from '../design-system/Button.js';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Input } from '../design-system/form.styles.js';
import { Card, Lead, PageTitle } from '../design-system/page.styles.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { SearchRow } from './PartnerScreen.styles.js';
import { PartnerTable } from './PartnerTable.js';
import { PARTNER_TEXTS as T } from './texts.js';
import { submitHandler } from '../design-system/submit-handler.js';

export type PartnerCodesScreenModel = Pick<PartnerCodesViewModel, 'state$' | 'setDraft' | 'create' | 'dismissAlert'>;

const C = T.codes;

/** Pure: the partner's referral codes and the form for a new one. */
export function PartnerCodesBody({ view, viewModel }: { readonly view: PartnerCodesView; readonly viewModel: PartnerCodesScreenModel }) {
  return (
    <Card data-testid="partner-codes">
      <PageTitle>{C.title}</PageTitle>
      <Lead>{C.lead}</Lead>
      <SearchRow onSubmit={submitHandler(() => viewModel.create())}>
        <Input
          aria-label={C.title}
          placeholder={C.placeholder}
          maxLength={PARTNER_CODE_MAX_LENGTH}
          value={view.draft}
          onChange={(e) => viewModel.setDraft(e.target.value)}
        />
        <Button type="submit" disabled={!view.canCreate}>
          {C.create}
        </Button>
      </SearchRow>
      <PartnerTable
        rows={view.codes}
        rowKey={(c) => c.code}
        loading={view.loading}
        testId="partner-code"
        emptyText={C.empty}
        columns={[
          { label: C.columns.code, cell: (c) => <strong>{c.code}</strong> },
          { label: C.columns.members, cell: (c) => T.people(c.members) },
          { label: C.columns.state, cell: (c) => (c.active ? C.active : C.inactive), secondary: true },
          { label: C.columns.createdAt, cell: (c) => c.createdAt.slice(0, 10), secondary: true },
        ]}
      />
    </Card>
  );
}

/** The referral codes (dashboard and the recommender's list): view model and the shell's alert. */
export function PartnerCodesPanel({ viewModel, onAlert }: { readonly viewModel: PartnerCodesScreenModel; readonly onAlert: ScreenAlert }) {
  const view = useAlertingView(viewModel, onAlert);
  if (!view) return null;
  return <PartnerCodesBody view={view} viewModel={viewModel} />;
}
