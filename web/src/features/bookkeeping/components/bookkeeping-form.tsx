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

/** Spec section 5: money and tonnage at least 0 in steps of 0.01. */
const figure = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

/** One month's figures; a confirmation comes first because a submitted month is locked for good. */
export function BookkeepingForm({ months, onSaved }: { months: string[]; onSaved: (message: string) => void }) {
  const submit = useSubmitBookkeepingRecord();
  const [pending, setPending] = useState<BookkeepingRecordRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookkeepingRecordInput, unknown, BookkeepingRecordRequest>({
    resolver: zodResolver(bookkeepingRecordRequestSchema),
    defaultValues: emptyRecord(months[0] ?? ''),
  });
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
      onSubmit={handleSubmit((record) => {
        setFailure(null);
        setPending(record);
      })}
      noValidate
    >
      <SelectField label="Month" required error={errors.month?.message} {...register('month')}>
        {months.map((month) => (
          <option key={month} value={month}>
            {monthLabel(month)}
          </option>
        ))}
      </SelectField>
      <div className="row">
        <div className="col-md-6">
          <Field label="Revenue (USD)" required {...figure} error={errors.revenue?.message} {...register('revenue')} />
        </div>
        <div className="col-md-6">
          <Field
            label="Expenses (USD)"
            required
            {...figure}
            error={errors.expenses?.message}
            {...register('expenses')}
          />
        </div>
        <div className="col-md-6">
          <Field
            label="Ore extracted (tonnes)"
            required
            {...figure}
            error={errors.oreExtracted?.message}
            {...register('oreExtracted')}
          />
        </div>
        <div className="col-md-6">
          <Field
            label="Wages paid (USD)"
            required
            {...figure}
            error={errors.wagesPaid?.message}
            {...register('wagesPaid')}
          />
        </div>
      </div>
      <TextareaField label="Notes" rows={3} error={errors.notes?.message} {...register('notes')} />
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
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
