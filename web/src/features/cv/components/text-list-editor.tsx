import { CV_ITEM_MAX_LENGTH } from '@lj/contract';
import { useId, useState } from 'react';
import { RemovableItems } from './removable-items';
import { useListAdd } from './use-list-add';

type TextListEditorProps = {
  /** Label of the text input, for example "Skill". */
  inputLabel: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** Shown when the list is empty. */
  emptyText: string;
  placeholder?: string;
};

/**
 * A list of short texts (skills, certifications, hobbies): the Add button stays disabled while
 * the text is blank, Enter adds too, and an item already in the list is refused with a message.
 */
export function TextListEditor({ inputLabel, items, onChange, emptyText, placeholder }: TextListEditorProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const { message, clearMessage, add, addOnEnter, canAdd } = useListAdd({
    items,
    onChange,
    text,
    clear: () => setText(''),
  });

  return (
    <div>
      <RemovableItems label={`${inputLabel} list`} items={items} emptyText={emptyText} onChange={onChange} />
      <label htmlFor={inputId} className="form-label">
        {inputLabel}
      </label>
      <div className="input-group">
        <input
          id={inputId}
          className={`form-control${message ? ' is-invalid' : ''}`}
          value={text}
          placeholder={placeholder}
          maxLength={CV_ITEM_MAX_LENGTH}
          aria-describedby={message ? `${inputId}-message` : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            clearMessage();
          }}
          onKeyDown={addOnEnter}
        />
        <button type="button" className="btn btn-outline-primary" disabled={!canAdd} onClick={add}>
          Add {inputLabel.toLowerCase()}
        </button>
      </div>
      {message && (
        <div id={`${inputId}-message`} className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </div>
  );
}
