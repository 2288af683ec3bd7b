import { useId, useState } from 'react';

/**
 * A part that a button shows and hides (a menu, a section's body): whether it is open, the id the
 * part takes, and the button's attributes that tie the two together and toggle it.
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  const toggleProps = {
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => setOpen((value) => !value),
  };
  return { open, setOpen, id, toggleProps };
}
