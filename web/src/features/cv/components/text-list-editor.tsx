import { type KeyboardEvent, useId, useState } from 'react';
import { addListItem } from '../cv-rules';
import { RemovableItems } from './removable-items';

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
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();

  const add = () => {
    const result = addListItem(items, text);
    if (result.error === 'duplicate') setMessage(`"${text.trim()}" is already in the list.`);
    if (result.error !== null) return;
    onChange(result.list);
    setText('');
    setMessage(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the item instead of submitting anything around it.
    event.preventDefault();
    add();
  };

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
          maxLength={200}
          aria-describedby={message ? `${inputId}-message` : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setMessage(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn-outline-primary" disabled={text.trim() === ''} onClick={add}>
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
