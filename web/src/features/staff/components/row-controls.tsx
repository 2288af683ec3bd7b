import type { ReactNode } from 'react';

type RowControlsProps = {
  /** The plan's or provider's name, for the buttons' accessible names. */
  name: string;
  active: boolean;
  pending: boolean;
  /** Whether this row's edit form is the open one. */
  editing: boolean;
  onEdit: () => void;
  onActive: () => void;
  /** The edit form, shown under the buttons while `editing`. */
  children: ReactNode;
};

/**
 * A settings row's Edit and Deactivate/Reactivate buttons, and its edit form under them. Deactivating
 * stops offering the plan or provider to companies; existing subscriptions and payments keep it.
 */
export function RowControls({ name, active, pending, editing, onEdit, onActive, children }: RowControlsProps) {
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-expanded={editing}
          aria-label={`Edit ${name}`}
          onClick={onEdit}
        >
          Edit
        </button>
        <button
          type="button"
          className={`btn btn-sm ${active ? 'btn-outline-danger' : 'btn-outline-success'}`}
          disabled={pending}
          aria-label={`${active ? 'Deactivate' : 'Reactivate'} ${name}`}
          onClick={onActive}
        >
          {active ? 'Deactivate' : 'Reactivate'}
        </button>
      </div>
      {editing && children}
    </>
  );
}
