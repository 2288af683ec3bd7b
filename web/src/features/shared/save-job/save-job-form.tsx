import { useLocation } from 'react-router';
import { CsrfField } from '../../../lib/page-forms';

/** The id every Save button names in its `form` attribute. */
export const SAVE_JOB_FORM = 'save-job-form';

/**
 * The one form the page's Save buttons post before the app has started (server/src/modules/page-forms).
 * Each button joins it through its `form` attribute and sends its own address and intent: a card sits
 * inside the job search's GET form, and forms do not nest. Mounted once by each page with Save buttons,
 * outside any other form.
 */
export function SaveJobForm() {
  const location = useLocation();
  return (
    <form id={SAVE_JOB_FORM} method="post" hidden>
      <CsrfField />
      <input type="hidden" name="next" value={location.pathname + location.search} />
    </form>
  );
}
