import { type ReactNode, useRef, useState } from 'react';
import type { z } from 'zod';
import { formatPeriod } from '../cv-rules';
import type { EntryDates } from './date-selects';

type EntriesEditorProps<T extends EntryDates> = {
  /** "education" or "experience": names the buttons ("Add education"). */
  noun: string;
  entries: readonly T[];
  onChange: (entries: T[]) => void;
  empty: T;
  /** The contract's entry schema: the last word on an entry (for example an end before its start). */
  schema: z.ZodType<T, unknown>;
  /** True once every required field is filled; until then the add button is disabled. */
  canAdd: (entry: T) => boolean;
  /** The heading and second line of a saved entry in the list. */
  describe: (entry: T) => { heading: string; detail: string };
  /** The inputs for one entry. */
  renderFields: (entry: T, change: (patch: Partial<T>) => void) => ReactNode;
};

/** Entries have no id: each entry object gets a React key the first time it is drawn. */
function useObjectKeys(): (entry: object) => number {
  const keys = useRef(new WeakMap<object, number>());
  const next = useRef(0);
  return (entry) => {
    let key = keys.current.get(entry);
    if (key === undefined) {
      next.current += 1;
      key = next.current;
      keys.current.set(entry, key);
    }
    return key;
  };
}

/**
 * Education and experience: the saved entries with Edit and Remove, and one form that adds a new
 * entry or updates the one being edited.
 */
export function EntriesEditor<T extends EntryDates>({
  noun,
  entries,
  onChange,
  empty,
  schema,
  canAdd,
  describe,
  renderFields,
}: EntriesEditorProps<T>) {
  const [draft, setDraft] = useState<T>(empty);
  const [editing, setEditing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const keyOf = useObjectKeys();

  const change = (patch: Partial<T>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(null);
  };
  const clear = () => {
    setDraft(empty);
    setEditing(null);
    setProblem(null);
  };
  const commit = () => {
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check this entry.');
      return;
    }
    onChange(
      editing === null
        ? [...entries, parsed.data]
        : entries.map((entry, index) => (index === editing ? parsed.data : entry)),
    );
    clear();
  };

  return (
    <div>
      {entries.length === 0 ? (
        <p className="text-body-secondary">No {noun} entries yet.</p>
      ) : (
        <ul className="list-group mb-3">
          {entries.map((entry, index) => {
            const { heading, detail } = describe(entry);
            return (
              <li
                key={keyOf(entry)}
                className={`list-group-item d-flex justify-content-between gap-2${editing === index ? ' active' : ''}`}
              >
                <div>
                  <div className="fw-semibold">{heading}</div>
                  <div className="small">{detail}</div>
                  <div className="small">{formatPeriod(entry)}</div>
                </div>
                <div className="d-flex align-items-start gap-1">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={`Edit ${heading}`}
                    onClick={() => {
                      setDraft(entry);
                      setEditing(index);
                      setProblem(null);
                    }}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={`Remove ${heading}`}
                    onClick={() => {
                      onChange(entries.filter((_, position) => position !== index));
                      if (editing !== null) clear();
                    }}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <fieldset>
        <legend className="h6">{editing === null ? `New ${noun}` : `Edit ${noun}`}</legend>
        {renderFields(draft, change)}
        {problem && (
          <div className="alert alert-danger py-2" role="alert">
            {problem}
          </div>
        )}
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-outline-primary" disabled={!canAdd(draft)} onClick={commit}>
            {editing === null ? `Add ${noun}` : `Update ${noun}`}
          </button>
          {editing !== null && (
            <button type="button" className="btn btn-outline-secondary" onClick={clear}>
              Cancel
            </button>
          )}
        </div>
      </fieldset>
    </div>
  );
}
