import { describe, expect, it } from 'vitest';
import { combineQueries, type QueryLike } from './query-result';

const done = <T>(data: T): QueryLike<T> => ({ status: 'success', data });
const pending: QueryLike<never> = { status: 'pending', error: null };
const failed = (error: string): QueryLike<never> => ({ status: 'error', error });

describe('combineQueries', () => {
  it('when every query has its data, then the data come in the order given', () => {
    expect(combineQueries<[number, string]>(done(1), done('a'))).toEqual({ status: 'success', data: [1, 'a'] });
  });

  it('when one query still loads, then all of them load, even beside a failure', () => {
    expect(combineQueries<[number, string]>(failed('x'), pending).status).toBe('pending');
  });

  it('when one query waits offline for the network, then the whole waits so', () => {
    const paused: QueryLike<never> = { status: 'pending', error: null, fetchStatus: 'paused' };
    expect(combineQueries<[number, string]>(pending, paused)).toEqual({
      status: 'pending',
      error: null,
      fetchStatus: 'paused',
    });
    expect(combineQueries<[number, string]>(done(1), pending)).toEqual({ status: 'pending', error: null });
  });

  it('when queries failed, then the first failure in the order given is the error', () => {
    expect(combineQueries<[number, string, string]>(done(1), failed('second'), failed('third'))).toEqual({
      status: 'error',
      error: 'second',
    });
  });
});
