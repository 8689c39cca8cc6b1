import type { ReactNode } from 'react';
import { CHARGE_MESSAGES } from '@bet/core/charge';
import { Field, Form, Input, Label } from '../design-system/form.styles.js';
import { submitHandler } from '../design-system/submit-handler.js';
import { Notice } from './ChargeForm.styles.js';

/** The read-only line a charge form opens with (the depositor's name, the money held). */
export interface ChargeFormFact {
  readonly id: string;
  readonly label: string;
  readonly value: string;
}

export interface ChargeFormFrameProps {
  readonly title: string;
  readonly bankMaintenance: boolean;
  readonly fact: ChargeFormFact;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/** The deposit and withdraw forms' common frame: the bank maintenance notice, then the fact, then the fields. */
export function ChargeFormFrame({ title, bankMaintenance, fact, onSubmit, children }: ChargeFormFrameProps) {
  return (
    <Form aria-label={title} onSubmit={submitHandler(onSubmit)}>
      {bankMaintenance && <Notice $tone="warning">{CHARGE_MESSAGES.bankMaintenance}</Notice>}
      <Field>
        <Label htmlFor={fact.id}>{fact.label}</Label>
        <Input id={fact.id} readOnly value={fact.value} />
      </Field>
      {children}
    </Form>
  );
}
