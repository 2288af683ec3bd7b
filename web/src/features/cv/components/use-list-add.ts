import { type KeyboardEvent, useState } from 'react';
import { addListItem } from '../cv-rules';

type ListAdd = {
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** The text to add, as typed or chosen. */
  text: string;
  /** Empties the inputs once the text is added. */
  clear: () => void;
};

/**
 * Adding to a text list (languages, skills...): blank text cannot be added, and an item already in
 * the list is refused with a message.
 */
export function useListAdd({ items, onChange, text, clear }: ListAdd) {
  const [message, setMessage] = useState<string | null>(null);
  const add = () => {
    const result = addListItem(items, text);
    if (result.error === 'duplicate') setMessage(`"${text.trim()}" is already in the list.`);
    if (result.error !== null) return;
    onChange(result.list);
    clear();
    setMessage(null);
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the item instead of submitting anything around it.
    event.preventDefault();
    add();
  };
  return { message, clearMessage: () => setMessage(null), add, addOnEnter, canAdd: text.trim() !== '' };
}
