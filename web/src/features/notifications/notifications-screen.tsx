import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { notificationKeys, notificationsQueryOptions } from '../../api/notifications';
import { EmptyState } from '../../components/ui/empty-state';
import { QueryState } from '../../components/ui/query-state';
import { ScreenTitle } from '../../components/ui/screen-title';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { errorDetail } from '../../lib/api-errors';
import { useAuth } from '../../lib/auth-context';
import { formatDate } from '../../lib/dates';
import { CompanyNewsSettingsForm } from './company-news-settings';

/** Opening the list reads them all: the navigation's count goes back to none. */
function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/accounts/api/notifications/read/'),
    onSuccess: () => queryClient.setQueryData(notificationKeys.unread(), { unread: 0 }),
  });
}

const nothingYet = {
  company: {
    title:
      'Nothing yet. When someone applies to your jobs, or staff decide on a job or a payment, you will read it here.',
    to: paths.companyJobs.href(),
    label: 'Manage Jobs',
  },
  seeker: {
    title: 'Nothing yet. When a company changes the status of your application, you will read it here.',
    to: paths.jobSeekerApplications.href(),
    label: 'My Applications',
  },
};

/** What a user with no notifications yet reads, and where they may go instead. */
function NothingYet({ company }: { company: boolean }) {
  const { title, to, label } = nothingYet[company ? 'company' : 'seeker'];
  return (
    <EmptyState
      title={title}
      action={
        <Link className="btn btn-primary" to={to}>
          {label}
        </Link>
      }
    />
  );
}

/**
 * /notifications (job seekers) and /company/notifications (companies): the user's news, newest first,
 * unread ones marked, each leading where it is about; a company also chooses here what it hears.
 */
export default function NotificationsScreen() {
  const company = useAuth().user?.user_type === 'company';
  const notifications = useQuery(notificationsQueryOptions());
  const markAllRead = useMarkAllRead();
  const unread = notifications.data?.unread ?? 0;
  const { mutate } = markAllRead;
  useEffect(() => {
    if (unread > 0) mutate();
  }, [unread, mutate]);

  return (
    <>
      <ScreenTitle text="Notifications" className="mb-4" />
      {company && <CompanyNewsSettingsForm />}
      <QueryState
        query={notifications}
        loading="Loading your notifications..."
        error={(error) => errorDetail(error) ?? 'Failed to load your notifications'}
      >
        {(data) =>
          data.results.length === 0 ? (
            <NothingYet company={company} />
          ) : (
            <ul className="list-group">
              {data.results.map((item) => (
                <li key={item.id} className={`list-group-item${item.read ? '' : ' list-group-item-info'}`}>
                  {!item.read && <span className="badge text-bg-primary me-2">New</span>}
                  {item.link ? <Link to={item.link}>{item.text}</Link> : item.text}
                  <div className="small text-body-secondary">{formatDate(item.created_at)}</div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
