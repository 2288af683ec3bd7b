import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { unreadCountQueryOptions } from '../../api/notifications';
import { paths } from '../../config/paths';
import { NavItem } from './nav-item';

/** The unread count as a badge, with words for screen readers; nothing when all is read. */
function UnreadBadge({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <span className="badge text-bg-danger ms-1">
      {unread}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}

const useUnread = () => useQuery(unreadCountQueryOptions()).data?.unread ?? 0;

/** Where a seeker's or a company's notifications are. */
export const notificationsHref = (company: boolean) =>
  company ? paths.companyNotifications.href() : paths.notifications.href();

/** Notifications, with how many are unread: news reaches the user on any page. */
export function NotificationsNavItem({ company = false }: { company?: boolean }) {
  return (
    <NavItem to={notificationsHref(company)}>
      Notifications
      <UnreadBadge unread={useUnread()} />
    </NavItem>
  );
}

/**
 * The same count beside the menu button on narrow screens, where the links wait behind it: unread news
 * is seen without opening the menu. Only when there is some.
 */
export function HeaderUnreadLink({ company }: { company: boolean }) {
  const unread = useUnread();
  if (unread <= 0) return null;
  return (
    <Link className="btn btn-sm btn-light ms-auto me-2 d-lg-none" to={notificationsHref(company)}>
      Notifications
      <UnreadBadge unread={unread} />
    </Link>
  );
}
