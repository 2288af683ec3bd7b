import type { JobForm, JobFormInput } from '@lj/contract';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { saveJobDraft } from '../../lib/job-draft';

/**
 * Keeps what the person types into a new job on this device (lib/job-draft.ts), each change as it
 * happens: a company sent to pay mid-form finds every field again. Only the person's own input counts
 * (filling in the company's location is no draft). Nothing is kept without an owner (editing a job).
 */
export function useKeptDraft(form: UseFormReturn<JobFormInput, unknown, JobForm>, owner: number | undefined): void {
  useEffect(() => {
    if (owner === undefined) return;
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') saveJobDraft(owner, form.getValues());
    });
    return () => subscription.unsubscribe();
  }, [form, owner]);
}
