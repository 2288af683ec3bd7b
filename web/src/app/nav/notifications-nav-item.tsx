import { useQuery } from '@tanstack/react-query';
import { unreadCountQueryOptions } from '../../api/notifications';
import { paths } from '../../config/paths';
import { NavItem } from './nav-item';

/** Notifications, with how many are unread: the seeker learns of a status change on any page. */
export function NotificationsNavItem() {
  const unread = useQuery(unreadCountQueryOptions()).data?.unread ?? 0;
  return (
    <NavItem to={paths.notifications.href()}>
      Notifications
      {unread > 0 && (
        <span className="badge text-bg-danger ms-1">
          {unread}
          <span className="visually-hidden"> unread</span>
        </span>
      )}
    </NavItem>
  );
}
