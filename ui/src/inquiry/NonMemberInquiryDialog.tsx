import type { FormEvent } from 'react';
import type { Observable } from 'rxjs';
import { Button } from '../design-system/Button.js';
import { useViewModel } from '../design-system/use-view-model.js';
import { AlertDialog } from '../shell/AlertDialog.js';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { LabelField, FieldMessage, Form, Input, TextArea } from '../design-system/form.styles.js';
import { INQUIRY_TEXTS } from './texts.js';

const T = INQUIRY_TEXTS.nonMember;

export type NonMemberInquiryField = 'name' | 'phoneNumber' | 'question';

/** The shape of core's NonMemberInquiryView that this dialog reads. */
export interface NonMemberInquiryDialogView {
  readonly form: Readonly<Record<NonMemberInquiryField, string>>;
  readonly errors: Partial<Readonly<Record<NonMemberInquiryField, string>>>;
  readonly submitting: boolean;
  readonly alert: string | null;
  readonly sent: boolean;
}

/** The intents of core's NonMemberInquiryViewModel that this dialog calls. */
export interface NonMemberInquiryDialogModel {
  readonly state$: Observable<NonMemberInquiryDialogView>;
  setField(field: NonMemberInquiryField, value: string): void;
  submit(): void;
  dismissAlert(): void;
  reset(): void;
}

const EMPTY: NonMemberInquiryDialogView = {
  form: { name: '', phoneNumber: '', question: '' },
  errors: {},
  submitting: false,
  alert: null,
  sent: false,
};

/** Visitor inquiry (POST /supportNonMember): name, phone, question; closes after the success alert. */
export function NonMemberInquiryDialog({ model, onClose }: { readonly model: NonMemberInquiryDialogModel; readonly onClose: () => void }) {
  const view = useViewModel(model, EMPTY);
  const close = (): void => {
    model.reset();
    onClose();
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    model.submit();
  };
  const input = (field: Exclude<NonMemberInquiryField, 'question'>, label: string) => (
    <LabelField>
      {label}
      <Input name={field} value={view.form[field]} onChange={(e) => model.setField(field, e.target.value)} />
      {view.errors[field] ? <FieldMessage role="alert">{view.errors[field]}</FieldMessage> : null}
    </LabelField>
  );
  return (
    <>
      <DialogFrame title={T.title} onClose={close}>
        <Form onSubmit={submit} noValidate>
          {input('name', T.name)}
          {input('phoneNumber', T.phoneNumber)}
          <LabelField>
            {T.question}
            <TextArea name="question" value={view.form.question} onChange={(e) => model.setField('question', e.target.value)} />
            {view.errors.question ? <FieldMessage role="alert">{view.errors.question}</FieldMessage> : null}
          </LabelField>
          <Button type="submit" $block disabled={view.submitting}>
            {view.submitting ? T.submitting : T.submit}
          </Button>
        </Form>
      </DialogFrame>
      {view.alert ? (
        <AlertDialog
          message={view.alert}
          onOk={() => {
            model.dismissAlert();
            if (view.sent) close();
          }}
        />
      ) : null}
    </>
  );
}
