import { CV_ITEM_MAX_LENGTH } from '@lj/contract';
import { useId, useState } from 'react';
import { LANGUAGES, OTHER_LANGUAGE } from '../cv-rules';
import { RemovableItems } from './removable-items';
import { useListAdd } from './use-list-add';

type LanguagesEditorProps = {
  items: readonly string[];
  onChange: (items: string[]) => void;
};

/** Spec section 5: a language from the fixed list of 12, or Other with free text. */
export function LanguagesEditor({ items, onChange }: LanguagesEditorProps) {
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const selectId = useId();
  const otherId = useId();
  const { message, clearMessage, add, addOnEnter, canAdd } = useListAdd({
    items,
    onChange,
    text: choice === OTHER_LANGUAGE ? other : choice,
    clear: () => {
      setChoice('');
      setOther('');
    },
  });

  return (
    <div>
      <RemovableItems label="Language list" items={items} emptyText="No languages yet." onChange={onChange} />
      <div className="row g-2 align-items-end">
        <div className="col-sm-5">
          <label htmlFor={selectId} className="form-label">
            Language
          </label>
          <select
            id={selectId}
            className="form-select"
            value={choice}
            onChange={(event) => {
              setChoice(event.currentTarget.value);
              clearMessage();
            }}
          >
            <option value="">Choose a language</option>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
            <option value={OTHER_LANGUAGE}>{OTHER_LANGUAGE}</option>
          </select>
        </div>
        {choice === OTHER_LANGUAGE && (
          <div className="col-sm-4">
            <label htmlFor={otherId} className="form-label">
              Other language
            </label>
            <input
              id={otherId}
              className="form-control"
              value={other}
              maxLength={CV_ITEM_MAX_LENGTH}
              onChange={(event) => {
                setOther(event.currentTarget.value);
                clearMessage();
              }}
              onKeyDown={addOnEnter}
            />
          </div>
        )}
        <div className="col-sm-3">
          <button type="button" className="btn btn-outline-primary w-100" disabled={!canAdd} onClick={add}>
            Add language
          </button>
        </div>
      </div>
      {message && (
        <div className="invalid-feedback d-block" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
