import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { CONTACT_EMAIL } from '../../../config/site';
import { isPlainClick } from '../../../lib/plain-click';

/**
 * The address is not in the page until a person asks for it, which keeps simple harvesters away.
 * The button is a link to this page with `?reveal=email`, which the server renders with the address:
 * so it works before the app has started and without scripts. The app shows the address in place.
 */
export function RevealEmail() {
  const [searchParams] = useSearchParams();
  const [shown, setShown] = useState<'no' | 'yes' | 'clicked'>(searchParams.get('reveal') === 'email' ? 'yes' : 'no');
  // Revealed by a click, the address takes the focus the vanished button had.
  const address = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (shown === 'clicked') address.current?.focus();
  }, [shown]);
  return (
    <p className="mb-0">
      {shown === 'no' ? (
        <a
          className="btn btn-outline-light btn-sm"
          href={paths.home.href({ reveal: 'email' })}
          rel="nofollow"
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            setShown('clicked');
          }}
        >
          Reveal Email
        </a>
      ) : (
        <a ref={address} className="link-light" href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </a>
      )}
    </p>
  );
}
