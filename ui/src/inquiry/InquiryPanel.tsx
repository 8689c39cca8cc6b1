import { Fragment, useId } from 'react';
import type { InquiryView } from '@bet/core/inquiry';
import { Button } from '../design-system/Button.js';
import { SafeHtml } from '../design-system/SafeHtml.js';
import { Field, Form, Input, Label } from '../design-system/form.styles.js';
import { Actions, Badge, Empty, SmallButton, Table, TextArea, Toolbar } from '../design-system/parts.styles.js';
import { Answer, Panel, Question, RowTitle, SectionTitle, Thread } from './InquiryPanel.styles.js';
import { INQUIRY_TEXTS as T } from './texts.js';
import { submitHandler } from '../design-system/submit-handler.js';

/** The intents of customer Q&A (InquiryViewModel has them; the account inquiry is bound by the caller). */
export interface InquiryPanelActions {
  setTitle(title: string): void;
  setContent(content: string): void;
  submit(): void;
  toggleExpand(id: number): void;
  deleteOne(id: number): void;
  deleteAll(): void;
}

export interface InquiryPanelProps {
  readonly view: InquiryView;
  readonly actions: InquiryPanelActions;
  /** The deposit-account inquiry (no form, a confirm first); hidden when not given. */
  readonly onAccountInquiry?: () => void;
}

const COLUMN_COUNT = 4;

/**
 * Spec 2 customer Q&A: title and content inputs, register, and the member's own inquiries
 * (expandable, badge answered or waiting, delete only on answered ones, delete-all). The
 * question is the member's own text (shown as text); answers are server HTML (sanitised).
 */
export function InquiryPanel({ view, actions, onAccountInquiry }: InquiryPanelProps) {
  const ids = { title: useId(), content: useId() };
  return (
    <Panel>
      <section aria-label={T.formTitle}>
        <SectionTitle>{T.formTitle}</SectionTitle>
        <Form data-testid="inquiry-form" onSubmit={submitHandler(() => actions.submit())}>
          <Field>
            <Label htmlFor={ids.title}>{T.titleLabel}</Label>
            <Input
              id={ids.title}
              data-testid="inquiry-title"
              placeholder={T.titlePlaceholder}
              value={view.title}
              onChange={(e) => actions.setTitle(e.target.value)}
            />
          </Field>
          <Field>
            <Label htmlFor={ids.content}>{T.contentLabel}</Label>
            <TextArea
              id={ids.content}
              data-testid="inquiry-content"
              placeholder={T.contentPlaceholder}
              value={view.content}
              onChange={(e) => actions.setContent(e.target.value)}
            />
          </Field>
          <Actions>
            <Button type="submit" data-testid="inquiry-submit" disabled={view.submitting}>
              {view.submitting ? T.submitting : T.submit}
            </Button>
            {onAccountInquiry ? (
              <Button
                type="button"
                $variant="secondary"
                data-testid="inquiry-account"
                disabled={view.submitting}
                onClick={onAccountInquiry}
              >
                {T.accountInquiry}
              </Button>
            ) : null}
          </Actions>
        </Form>
      </section>
      <section aria-label={T.listTitle} data-testid="inquiry-list">
        <SectionTitle>{T.listTitle}</SectionTitle>
        <Toolbar>
          <SmallButton
            type="button"
            $danger
            data-testid="inquiry-delete-all"
            disabled={view.submitting}
            onClick={() => actions.deleteAll()}
          >
            {T.deleteAll}
          </SmallButton>
        </Toolbar>
        <Table>
          <thead>
            <tr>
              <th>{T.columns.date}</th>
              <th>{T.columns.title}</th>
              <th>{T.columns.status}</th>
              <th>{T.columns.delete}</th>
            </tr>
          </thead>
          <tbody>
            {view.items.map((item) => {
              const open = view.expandedId === item.id;
              return (
                <Fragment key={item.id}>
                  <tr data-testid="inquiry-row" data-inquiry-id={item.id} data-status={item.status}>
                    <td>{item.createdAt}</td>
                    <td>
                      <RowTitle type="button" aria-expanded={open} onClick={() => actions.toggleExpand(item.id)}>
                        {item.title}
                      </RowTitle>
                    </td>
                    <td>
                      <Badge
                        $tone={item.status === 'answered' ? 'positive' : 'muted'}
                        data-tone={item.status === 'answered' ? 'positive' : 'muted'}
                        data-testid="inquiry-badge"
                      >
                        {item.badge}
                      </Badge>
                    </td>
                    <td>
                      {item.deletable ? (
                        <SmallButton
                          type="button"
                          $danger
                          data-testid="inquiry-delete"
                          disabled={view.submitting}
                          onClick={() => actions.deleteOne(item.id)}
                        >
                          {T.delete}
                        </SmallButton>
                      ) : null}
                    </td>
                  </tr>
                  {open ? (
                    <tr>
                      <Thread colSpan={COLUMN_COUNT} data-testid="inquiry-thread">
                        <h4>{T.question}</h4>
                        <Question>{item.questionContents}</Question>
                        {item.answers.map((answer, i) => (
                          <Fragment key={i}>
                            <h4>{T.answer}</h4>
                            <Answer>
                              <SafeHtml html={answer} />
                            </Answer>
                          </Fragment>
                        ))}
                      </Thread>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </Table>
        {view.items.length === 0 ? <Empty>{view.loading ? T.loading : T.empty}</Empty> : null}
      </section>
    </Panel>
  );
}
