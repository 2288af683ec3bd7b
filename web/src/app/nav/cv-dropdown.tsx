import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useDetailsMenu } from './use-details-menu';

/**
 * The job seeker's "My CV" menu: a `<details>` the browser opens at the first tap, before the app has
 * started (use-details-menu.ts); once it runs, a press outside, Escape or following a link closes it.
 */
export function CvDropdown() {
  const { ref, close } = useDetailsMenu();
  const itemClass = ({ isActive }: { isActive: boolean }) => `dropdown-item${isActive ? ' active' : ''}`;
  return (
    <li className="nav-item dropdown">
      {/* A tap before the app started may have opened it: the app keeps that, so no mismatch to report. */}
      <details ref={ref} className="details-menu" suppressHydrationWarning>
        <summary className="nav-link dropdown-toggle">My CV</summary>
        <ul className="dropdown-menu">
          <li>
            <NavLink className={itemClass} to={paths.profileCv.href()} end onClick={close}>
              Structured CV
            </NavLink>
          </li>
          <li>
            <NavLink className={itemClass} to={paths.profileCvUpload.href()} onClick={close}>
              Upload CV
            </NavLink>
          </li>
        </ul>
      </details>
    </li>
  );
}
