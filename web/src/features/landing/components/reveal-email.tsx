import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { CONTACT_EMAIL } from '../../../config/site';

/**
 * The address is not in the page until a person asks for it, which keeps simple harvesters away.
 * The button is a link to this page with `?reveal=email`, which the server renders with the address:
 * so it works without scripts. The page script (pages/reveal-email.ts) shows the address in place,
 * from the reversed copy only a script reads.
 */
export function RevealEmail() {
  const [searchParams] = useSearchParams();
  return (
    <p className="mb-0">
      {searchParams.get('reveal') === 'email' ? (
        <a className="link-light" href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </a>
      ) : (
        <a
          className="btn btn-outline-light btn-sm"
          href={paths.home.href({ reveal: 'email' })}
          rel="nofollow"
          data-reversed-email={[...CONTACT_EMAIL].reverse().join('')}
        >
          Reveal Email
        </a>
      )}
    </p>
  );
}
