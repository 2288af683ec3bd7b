import { listWords, missingProfileWords } from './profile-parts';

describe('profile parts in words', () => {
  it('when one, two or three things are missing, then they read as a list', () => {
    expect(missingProfileWords(['cv'])).toBe('CV');
    expect(missingProfileWords(['phone', 'cv'])).toBe('phone number or CV');
    expect(missingProfileWords(['name', 'phone', 'cv'])).toBe('name, phone number or CV');
  });

  it('when a list is joined with "and", then the last word is joined with it', () => {
    expect(listWords(['your e-mail address', 'your name'], 'and')).toBe('your e-mail address and your name');
    expect(listWords([], 'and')).toBe('');
  });
});
