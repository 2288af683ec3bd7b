import {
  type StaffUser,
  staffUsersFiltersSchema,
  staffUsersLimit,
  type StaffUsersQuery,
  staffUsersQuerySchema,
  type UserRole,
  userRoles,
} from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffUsersQueryOptions } from '../../api/staff';
import { useListQuery, WeekFilterNotice } from '../../components/staff/week-filter';
import { EmptyState } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { QueryState } from '../../components/ui/query-state';
import { SelectField } from '../../components/ui/select-field';
import { ScreenTitle } from '../../components/ui/screen-title';
import { useToast } from '../../components/ui/toast';
import { errorDetail } from '../../lib/api-errors';
import { type UserAction, useUserAction } from './api/user-actions';
import { UserActionDialog } from './components/user-action-dialog';
import { UserCard } from './components/user-card';

/** What a role's accounts are called in a sentence ("the job seekers who joined..."). */
const ROLE_NOUNS: Record<UserRole, string> = { job_seeker: 'job seekers', company: 'company accounts', staff: 'staff' };
const roleOptions = userRoles.map((role) => ({
  value: role,
  label: ROLE_NOUNS[role].replace(/^./, (c) => c.toUpperCase()),
}));

/**
 * /staff/users?q=&role=&from=&to=: find an account by name, e-mail or phone number, or list those that joined in
 * a week (the weekly figures' new seekers); deactivate, reactivate, send it a password reset or change its role.
 */
export default function StaffUsersScreen() {
  const [filters, change] = useListQuery(staffUsersFiltersSchema);
  // The address may hold a role alone, or a search too short: then there is nothing to ask for yet.
  const asked = staffUsersQuerySchema.safeParse(filters);
  const query: StaffUsersQuery = asked.success ? asked.data : { q: undefined };
  const [error, setError] = useState<string | undefined>();
  const [target, setTarget] = useState<{ user: StaffUser; action: UserAction } | null>(null);
  const users = useQuery(staffUsersQueryOptions(query, asked.success));
  const act = useUserAction();
  const toast = useToast();
  const limit = staffUsersLimit(query);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const wanted = { q: String(form.get('q') ?? ''), role: String(form.get('role') ?? '') };
    const parsed = staffUsersQuerySchema.safeParse({ ...filters, ...wanted, role: wanted.role || undefined });
    const failure = parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'q');
    setError(failure?.message);
    if (!failure) change({ q: wanted.q.trim(), role: wanted.role });
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
      <form
        key={`${filters.q}|${filters.role}`}
        className="row g-2 align-items-start mb-3"
        onSubmit={search}
        noValidate
      >
        <Field
          label="Name, e-mail address or phone number"
          name="q"
          type="search"
          defaultValue={filters.q}
          error={error}
          spacing=""
          className="col-12 col-md-6"
        />
        <SelectField
          id="user-role"
          label="Role"
          name="role"
          defaultValue={filters.role ?? ''}
          spacing=""
          className="col-12 col-md-3"
          options={roleOptions}
        >
          <option value="">Any role</option>
        </SelectField>
        <div className="col-12 col-md-3 align-self-end">
          <button type="submit" className="btn btn-primary">
            Find
          </button>
        </div>
      </form>
      <WeekFilterNotice
        filter={filters}
        what={`the ${filters.role ? ROLE_NOUNS[filters.role] : 'accounts'} who joined`}
      />
      {!asked.success ? (
        <p className="text-body-secondary">
          Type a name, an e-mail address or a phone number (or part of one) to find an account.
        </p>
      ) : (
        <QueryState query={users} loading="Searching..." error="Failed to search the accounts. Please try again.">
          {(data) =>
            data.results.length === 0 ? (
              <EmptyState
                title="No account found"
                message={
                  query.q
                    ? `No name, e-mail address or phone number contains “${query.q}”.`
                    : 'No account joined in these days.'
                }
              />
            ) : (
              <>
                <ul className="list-group" aria-label="Accounts found">
                  {data.results.map((user) => (
                    <UserCard key={user.id} user={user} onAction={(action) => setTarget({ user, action })} />
                  ))}
                </ul>
                {data.results.length >= limit && (
                  <p className="small text-body-secondary mt-2">
                    {query.q
                      ? `Only the first ${limit} accounts found are shown: type more of the name, address or number.`
                      : `Only the ${limit} newest are shown: search by a name, address or number to find the others.`}
                  </p>
                )}
              </>
            )
          }
        </QueryState>
      )}
      <UserActionDialog target={target} pending={act.isPending} onConfirm={confirm} onCancel={() => setTarget(null)} />
    </>
  );
}
