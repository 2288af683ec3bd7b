import { Link } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { paths } from '../config/paths';
import { pageTitle } from '../config/site';

export default function NotFoundScreen() {
  return (
    <>
      <title>{pageTitle('Page not found')}</title>
      <EmptyState
        title="Page not found"
        headingLevel={1}
        message="This page does not exist. It may have moved or been removed."
        action={
          <Link className="btn btn-primary" to={paths.home.href()}>
            Go to the home page
          </Link>
        }
      />
    </>
  );
}
