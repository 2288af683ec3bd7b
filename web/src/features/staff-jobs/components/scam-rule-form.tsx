import type { ScamRule } from '@lj/contract';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { PendingButton } from '../../../components/ui/pending-button';
import { useToast } from '../../../components/ui/toast';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { useSaveScamRule } from '../api/save-scam-rule';

type Props = { rule?: ScamRule; onDone?: () => void };

/** A new rule, or a change to one: pattern, the label the company reads, and whether it is on. */
export function ScamRuleForm({ rule, onDone }: Props) {
  const id = useId();
  const toast = useToast();
  const save = useSaveScamRule();
  const [pattern, setPattern] = useState(rule?.pattern ?? '');
  const [label, setLabel] = useState(rule?.label ?? '');
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const errors = fieldErrors(save.error);
  const field = (name: 'pattern' | 'label', text: string, value: string, set: (value: string) => void) => (
    <div className="mb-2">
      <label htmlFor={`${id}-${name}`} className="form-label">
        {text}
      </label>
      <input
        id={`${id}-${name}`}
        className={`form-control${errors[name] ? ' is-invalid' : ''}`}
        value={value}
        maxLength={200}
        required
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && (
        <div id={`${id}-${name}-error`} className="invalid-feedback">
          {errors[name]}
        </div>
      )}
    </div>
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { id: rule?.id, pattern, label, enabled },
          {
            onSuccess: () => {
              toast(rule ? 'Rule saved.' : 'Rule added.', { variant: 'success' });
              if (!rule) {
                setPattern('');
                setLabel('');
              }
              onDone?.();
            },
          },
        );
      }}
    >
      {field('pattern', 'Pattern', pattern, setPattern)}
      {field('label', 'Label (the reason the company reads)', label, setLabel)}
      <div className="form-check mb-2 py-1">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          className="form-check-input"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <label htmlFor={`${id}-enabled`} className="form-check-label">
          Enabled
        </label>
      </div>
      <FormAlert
        message={
          save.isError && Object.keys(errors).length === 0
            ? (errorDetail(save.error) ?? 'The rule could not be saved. Please try again.')
            : null
        }
      />
      <PendingButton
        type="submit"
        className="btn btn-primary"
        disabled={save.isPending}
        spinner={save.isPending && 'Saving...'}
      >
        {rule ? 'Save rule' : 'Add rule'}
      </PendingButton>
    </form>
  );
}
