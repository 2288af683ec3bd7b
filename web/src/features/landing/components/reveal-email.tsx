import { useState } from 'react';
import { CONTACT_EMAIL } from '../../../config/site';

/**
 * The address is not in the page until a person asks for it, which keeps simple harvesters away.
 * Visitors without scripts get it from the <noscript> block of index.html (filled in at build time).
 */
export function RevealEmail() {
  const [shown, setShown] = useState(false);
  return (
    <p className="mb-0">
      {shown ? (
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      ) : (
        <button type="button" className="btn btn-outline-light btn-sm" onClick={() => setShown(true)}>
          Reveal Email
        </button>
      )}
    </p>
  );
}
