import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BookkeepingRecordInput,
  type BookkeepingRecordRequest,
  bookkeepingRecordRequestSchema,
} from '@lj/contract';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { fieldBinder } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useSubmitBookkeepingRecord } from '../api/submit-record';
import { monthLabel } from '../open-months';

export const BOOKKEEPING_SAVED = 'Bookkeeping data saved successfully!';
const BOOKKEEPING_FAILED = 'Failed to save bookkeeping data. Please try again.';

const emptyRecord = (month: string): BookkeepingRecordInput => ({
  month,
  revenue: '',
  expenses: '',
  oreExtracted: '',
  wagesPaid: '',
  notes: '',
});

/** Spec section 5: money and tonnage at least 0 (the schema's min, with its max) in steps of 0.01. */
const figure = { type: 'number', step: '0.01', inputMode: 'decimal' } as const;
const figures = [
  ['revenue', 'Revenue (USD)'],
  ['expenses', 'Expenses (USD)'],
  ['oreExtracted', 'Ore extracted (tonnes)'],
  ['wagesPaid', 'Wages paid (USD)'],
] as const;

/** One month's figures; a confirmation comes first because a submitted month is locked for good. */
export function BookkeepingForm({ months, onSaved }: { months: string[]; onSaved: (message: string) => void }) {
  const submit = useSubmitBookkeepingRecord();
  const [pending, setPending] = useState<BookkeepingRecordRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BookkeepingRecordInput, unknown, BookkeepingRecordRequest>({
    resolver: zodResolver(bookkeepingRecordRequestSchema),
    defaultValues: emptyRecord(months[0] ?? ''),
  });
  const field = fieldBinder(form, bookkeepingRecordRequestSchema);
  const cancel = useCallback(() => setPending(null), []);

  const confirm = () => {
    if (!pending) return;
    setFailure(null);
    submit.mutate(pending, {
      onSuccess: () => onSaved(BOOKKEEPING_SAVED),
      onError: () => setFailure(BOOKKEEPING_FAILED),
      onSettled: () => setPending(null),
    });
  };

  return (
    <form
      onSubmit={form.handleSubmit((record) => {
        setFailure(null);
        setPending(record);
      })}
      noValidate
    >
      <SelectField
        label="Month"
        options={months.map((month) => ({ value: month, label: monthLabel(month) }))}
        {...field('month')}
      />
      <div className="row">
        {figures.map(([name, label]) => (
          <div key={name} className="col-md-6">
            <Field label={label} {...figure} {...field(name)} />
          </div>
        ))}
      </div>
      <TextareaField label="Notes" rows={3} {...field('notes')} />
      <FormAlert message={failure} />
      <SubmitButton pending={submit.isPending} className="btn btn-primary">
        Submit month
      </SubmitButton>

      <ConfirmDialog
        open={pending !== null}
        title="Submit bookkeeping"
        confirmLabel="Submit"
        danger
        pending={submit.isPending}
        onConfirm={confirm}
        onCancel={cancel}
      >
        Submit the figures for {pending ? monthLabel(pending.month) : ''}? A submitted month is locked and cannot be
        changed.
      </ConfirmDialog>
    </form>
  );
}
