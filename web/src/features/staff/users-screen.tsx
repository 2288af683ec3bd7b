import { type StaffUser, staffUsersQuerySchema, type UserRole } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffUsersQueryOptions } from '../../api/staff';
import { EmptyState } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { QueryState } from '../../components/ui/query-state';
import { ScreenTitle } from '../../components/ui/screen-title';
import { useToast } from '../../components/ui/toast';
import { errorDetail } from '../../lib/api-errors';
import { type UserAction, useUserAction } from './api/user-actions';
import { UserActionDialog } from './components/user-action-dialog';
import { UserCard } from './components/user-card';

/** /staff/users: find an account by name, e-mail or phone number; deactivate, reactivate, send it a password reset or change its role. */
export default function StaffUsersScreen() {
  const [typed, setTyped] = useState('');
  const [wanted, setWanted] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [target, setTarget] = useState<{ user: StaffUser; action: UserAction } | null>(null);
  const users = useQuery(staffUsersQueryOptions(wanted));
  const act = useUserAction();
  const toast = useToast();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffUsersQuerySchema.safeParse({ q: typed });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) setWanted(parsed.data.q);
  };

  const confirm = (reason: string, role?: UserRole) => {
    if (!target) return;
    act.mutate(
      { id: target.user.id, action: target.action, body: role ? { reason, role } : { reason } },
      {
        onSuccess: (answer) => toast(answer.detail),
        onError: (failure) =>
          toast(errorDetail(failure) ?? 'The action failed. Please try again.', { variant: 'danger' }),
        onSettled: () => setTarget(null),
      },
    );
  };

  return (
    <>
      <ScreenTitle text="Users" className="h3 mb-3" />
      <form className="mb-3" onSubmit={search} noValidate>
        <Field
          label="Name, e-mail address or phone number"
          type="search"
          value={typed}
          error={error}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Find
        </button>
      </form>
      {wanted === '' ? (
        <p className="text-body-secondary">
          Type a name, an e-mail address or a phone number (or part of one) to find an account.
        </p>
      ) : (
        <QueryState query={users} loading="Searching..." error="Failed to search the accounts. Please try again.">
          {(data) =>
            data.results.length === 0 ? (
              <EmptyState
                title="No account found"
                message={`No name, e-mail address or phone number contains “${wanted}”.`}
              />
            ) : (
              <ul className="list-group" aria-label="Accounts found">
                {data.results.map((user) => (
                  <UserCard key={user.id} user={user} onAction={(action) => setTarget({ user, action })} />
                ))}
              </ul>
            )
          }
        </QueryState>
      )}
      <UserActionDialog target={target} pending={act.isPending} onConfirm={confirm} onCancel={() => setTarget(null)} />
    </>
  );
}
