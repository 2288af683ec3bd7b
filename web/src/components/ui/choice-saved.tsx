import type { UseMutationResult } from '@tanstack/react-query';
import { errorDetail } from '../../lib/api-errors';
import { FormAlert } from './form-alert';

/** The outcome of a choice saved as soon as it is made: "Saved.", or why it was not. */
export function ChoiceSaved({
  save,
}: {
  save: Pick<UseMutationResult<unknown, Error, never>, 'isSuccess' | 'isPending' | 'isError' | 'error'>;
}) {
  return (
    <>
      {save.isSuccess && !save.isPending && (
        <p className="text-success small mb-0" role="status">
          Saved.
        </p>
      )}
      <FormAlert
        message={save.isError ? (errorDetail(save.error) ?? 'Your choice was not saved. Try again.') : null}
        className="mt-2 mb-0"
      />
    </>
  );
}
