import {
  CARRIER_CODES,
  SEX_LABELS,
  signUpFieldShown,
  type SignUpVariant,
  type SignUpFieldErrors,
  type SignUpFormValues,
  type SignUpTextField,
} from '@bet/core/sign-up';
import type { SessionBank } from '@bet/core/session';
import { LabelField, Input, Select } from '../design-system/form.styles.js';
import { JoinFieldMessage } from './JoinAccountFields.js';
import { SIGN_UP_TEXTS } from './texts.js';

const T = SIGN_UP_TEXTS.join;

export interface JoinPersonalFieldsProps {
  readonly values: SignUpFormValues;
  readonly errors: SignUpFieldErrors;
  readonly banks: readonly SessionBank[];
  /** The tether join's short form ('usdtSimple') has no bank, account number or holder. */
  readonly variant?: SignUpVariant;
  readonly onField: (field: SignUpTextField, value: string) => void;
}

const options = (labels: Readonly<Record<number, string>>) =>
  Object.entries(labels).map(([code, label]) => (
    <option key={code} value={code}>
      {label}
    </option>
  ));

/** Birth date, sex, carrier, phone, bank, account, holder (not in the tether short form) and the 4-digit withdrawal password. */
export function JoinPersonalFields({ values, errors, banks, variant = 'standard', onField }: JoinPersonalFieldsProps) {
  const withBank = signUpFieldShown('bankCode', variant);
  const text = (field: SignUpTextField, label: string, extra: { inputMode?: 'numeric'; type?: string; maxLength?: number } = {}) => (
    <LabelField>
      {label}
      <Input name={field} value={values[field]} onChange={(e) => onField(field, e.target.value)} {...extra} />
      <JoinFieldMessage error={errors[field]} />
    </LabelField>
  );
  return (
    <>
      {text('birthDate', T.birthDate, { inputMode: 'numeric', maxLength: 8 })}
      <LabelField>
        {T.sex}
        <Select name="sex" value={values.sex} onChange={(e) => onField('sex', e.target.value)}>
          <option value="">{T.choose}</option>
          {options(SEX_LABELS)}
        </Select>
        <JoinFieldMessage error={errors.sex} />
      </LabelField>
      <LabelField>
        {T.carrier}
        <Select name="carrierCode" value={values.carrierCode} onChange={(e) => onField('carrierCode', e.target.value)}>
          <option value="">{T.choose}</option>
          {options(CARRIER_CODES)}
        </Select>
        <JoinFieldMessage error={errors.carrierCode} />
      </LabelField>
      {text('phoneNumber', T.phoneNumber, { inputMode: 'numeric' })}
      {withBank ? (
        <>
          <LabelField>
            {T.bank}
            <Select name="bankCode" value={values.bankCode} onChange={(e) => onField('bankCode', e.target.value)}>
              <option value="">{T.choose}</option>
              {banks.map((bank) => (
                <option key={bank.bankCode} value={String(bank.bankCode)}>
                  {bank.bankName}
                </option>
              ))}
            </Select>
            <JoinFieldMessage error={errors.bankCode} />
          </LabelField>
          {text('bankAccountNumber', T.bankAccountNumber, { inputMode: 'numeric', maxLength: 14 })}
          {text('accountHolder', T.accountHolder)}
        </>
      ) : null}
      {text('bankAccountPssword', T.bankAccountPssword, { inputMode: 'numeric', type: 'password', maxLength: 4 })}
    </>
  );
}
