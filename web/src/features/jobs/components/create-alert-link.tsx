import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';

type Props = { search: string; defaultName: string };

/**
 * "Create alert" for a signed-in job seeker: a link to the app's alert form with the list's search, so
 * the page itself carries no form code and the control works from the server's HTML.
 */
export function CreateAlertLink({ search, defaultName }: Props) {
  const { user } = useAuth();
  if (user?.user_type !== 'job_seeker') return null;
  return (
    <a className="btn btn-outline-primary mb-3" href={paths.alertsNew.href({ search, name: defaultName })}>
      Create alert
    </a>
  );
}
