import type { User } from '@lj/contract';
import { describe, expect, it } from 'vitest';
import {
  type AuthState,
  authReducer,
  displayName,
  initialAuthState,
  isBlockingCheck,
  normalizeUser,
} from './auth-state';

const seeker: User = {
  id: 1,
  email: 'seeker@example.com',
  user_type: 'job_seeker',
  first_name: 'Musu',
  last_name: 'Kollie',
  company: null,
  profile: null,
};
const other: User = { ...seeker, id: 2, email: 'other@example.com', first_name: 'Other' };

const checking = (user: User | null): AuthState => ({ status: 'checking', user, error: null });
const authenticated = (user: User): AuthState => ({ status: 'authenticated', user, error: null });
const unauthenticated: AuthState = { status: 'unauthenticated', user: null, error: null };
const failed: AuthState = { status: 'error', user: null, error: 'Failed to fetch' };

describe('initial state', () => {
  it('when the screen confirms with the server and a user is stored, then it is checking with that user', () => {
    expect(initialAuthState(seeker, true)).toEqual(checking(seeker));
  });

  it('when the screen confirms and nothing is stored, then it is checking with nobody (the blocking screen)', () => {
    const state = initialAuthState(null, true);
    expect(state).toEqual(checking(null));
    expect(isBlockingCheck(state)).toBe(true);
  });

  it('when on a sign-in screen with a stored user, then the stored user is signed in without a check', () => {
    expect(initialAuthState(seeker, false)).toEqual(authenticated(seeker));
  });

  it('when on a sign-in screen with nothing stored, then nobody is signed in', () => {
    expect(initialAuthState(null, false)).toEqual(unauthenticated);
  });
});

describe('authReducer', () => {
  it('when a check starts, then the state is checking and keeps the user shown', () => {
    expect(authReducer(authenticated(seeker), { type: 'check-started' })).toEqual(checking(seeker));
    expect(authReducer(failed, { type: 'check-started' })).toEqual(checking(null));
  });

  it('when the check confirms a user, then that user is signed in', () => {
    expect(authReducer(checking(null), { type: 'check-succeeded', user: seeker })).toEqual(authenticated(seeker));
    expect(authReducer(checking(seeker), { type: 'check-succeeded', user: other })).toEqual(authenticated(other));
  });

  it('when the check says nobody is signed in, then the stored user is dropped', () => {
    expect(authReducer(checking(seeker), { type: 'check-succeeded', user: null })).toEqual(unauthenticated);
  });

  it('when the check fails and a stored user exists, then the stored user stays signed in', () => {
    expect(authReducer(checking(seeker), { type: 'check-failed', message: 'Failed to fetch' })).toEqual(
      authenticated(seeker),
    );
  });

  it('when the check fails with nobody stored, then the error state carries the message', () => {
    const state = authReducer(checking(null), { type: 'check-failed', message: 'Failed to fetch' });
    expect(state).toEqual(failed);
    expect(isBlockingCheck(state)).toBe(false);
  });

  it('when a login succeeds, then that user is signed in from any state', () => {
    for (const from of [unauthenticated, checking(null), failed, authenticated(other)]) {
      expect(authReducer(from, { type: 'logged-in', user: seeker })).toEqual(authenticated(seeker));
    }
  });

  it('when the signed-in user is updated, then the new user replaces the old one and the status stays', () => {
    expect(authReducer(authenticated(seeker), { type: 'user-updated', user: other })).toEqual(authenticated(other));
  });

  it('when nobody is signed in, then a user update changes nothing', () => {
    expect(authReducer(unauthenticated, { type: 'user-updated', user: seeker })).toBe(unauthenticated);
  });

  it('when logging out, then nobody is signed in', () => {
    expect(authReducer(authenticated(seeker), { type: 'logged-out' })).toEqual(unauthenticated);
    expect(authReducer(checking(seeker), { type: 'logged-out' })).toEqual(unauthenticated);
  });
});

describe('normalizeUser', () => {
  it('when user_type is missing and a company object exists, then the user is a company', () => {
    const { user_type: _, ...stored } = { ...seeker, company: { id: 9, name: 'Bong Mining' } };
    expect(normalizeUser(stored)?.user_type).toBe('company');
  });

  it('when user_type is missing and there is no company, then the user is a job seeker', () => {
    const { user_type: _, ...stored } = seeker;
    expect(normalizeUser(stored)?.user_type).toBe('job_seeker');
  });

  it('when the stored value is not a user, then nothing is restored', () => {
    expect(normalizeUser(null)).toBeNull();
    expect(normalizeUser('user')).toBeNull();
    expect(normalizeUser({ email: 'x@example.com' })).toBeNull();
  });
});

describe('displayName', () => {
  it('when a job seeker has a name, then the full name shows, else the email', () => {
    expect(displayName(seeker)).toBe('Musu Kollie');
    expect(displayName({ ...seeker, first_name: '', last_name: '' })).toBe('seeker@example.com');
  });

  it('when the user is a company, then the company name shows', () => {
    expect(displayName({ ...seeker, user_type: 'company', company: { id: 3, name: 'Bong Mining' } })).toBe(
      'Bong Mining',
    );
  });
});
