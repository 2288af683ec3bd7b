import { useCallback, useState } from 'react';

/**
 * A control's value as the person has just set it, until the value it is given catches up.
 *
 * The job list's filters live in the address, and React Router applies a new address in a
 * transition: on a slow phone it ends a moment after the tap. A controlled box, radio or select shows
 * the value it is given, so until then a ticked box would look unticked (a second tap in that moment
 * would even start from the old filters and undo the first). A new value from outside (Back, a link,
 * the transition's end) always wins.
 */
export function useShownValue<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState({ given: value, shown: value });
  const show = useCallback((shown: T) => setState((current) => ({ ...current, shown })), []);
  if (!Object.is(state.given, value)) {
    // Adjusting state while rendering: React renders again at once, before the screen shows anything.
    setState({ given: value, shown: value });
    return [value, show];
  }
  return [state.shown, show];
}
