import type { StaffUser } from '@lj/contract';
import { useAuth } from '../../../lib/auth-context';
import { formatDate } from '../../../lib/dates';
import type { UserAction } from '../api/user-actions';

export const typeLabels: Record<StaffUser['user_type'], string> = {
  job_seeker: 'Job seeker',
  company: 'Company',
  staff: 'Staff',
};

/** One account found by e-mail, with what staff can do to it. */
export function UserCard({ user, onAction }: { user: StaffUser; onAction: (action: UserAction) => void }) {
  // Staff keep the role of the console they are using (the server refuses it too).
  const isSelf = useAuth().user?.id === user.id;
  return (
    <li className="list-group-item py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <strong className="text-break">{user.email}</strong>
        <span className={`badge ${user.is_active ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {user.is_active ? 'Active' : 'Deactivated'}
        </span>
      </div>
      <p className="small text-body-secondary mb-2">
        {[user.name, typeLabels[user.user_type], `joined ${formatDate(user.date_joined)}`].filter(Boolean).join(' · ')}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {user.is_active ? (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => onAction('deactivate')}>
            Deactivate
          </button>
        ) : (
          <button type="button" className="btn btn-sm btn-outline-success" onClick={() => onAction('reactivate')}>
            Reactivate
          </button>
        )}
        {user.is_active && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onAction('password-reset')}>
            Send password reset
          </button>
        )}
        {!isSelf && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onAction('role')}>
            Change role
          </button>
        )}
      </div>
    </li>
  );
}
