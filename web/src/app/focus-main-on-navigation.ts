import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * When the app moves to another page (a link, Back, the page after a form), the focus goes to the
 * page's main area, where a full page load would leave a screen reader and the next Tab. Without it the
 * focus stays on a link that is gone: the page body, and a screen reader says nothing of the new page.
 * A change of the query alone (the job filters, the search box) leaves the focus where the person is,
 * and so does the first render. The scroll position is left as it is.
 */
export function useFocusMainOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
