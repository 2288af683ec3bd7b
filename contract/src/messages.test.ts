import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';
import { fieldLabel, humanMessage, pathLabel } from './messages';

/** zod's default phrasings (v3 and v4), and the Django defaults the schemas used to borrow. */
const LIBRARY_WORDING =
  /Too (big|small)|Invalid (input|option|string|number|key|value|element|discriminator|type)|Unrecognized key|expected (string|number|int|boolean|array|object|one of|nonoptional)|received|^Required$|^Expected|Ensure (this|that)|This field|String must|Number must|must contain at/;

const long = (length: number) => 'x'.repeat(length);

/** Values a person (or a script) might put in any field: empty, too long, too big, the wrong type. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  long(20_001),
  'not a valid value',
  '2026-13-45',
  -1,
  0,
  1.234,
  1e20,
  Number.NaN,
  true,
  {},
  [],
  [long(300)],
  Array.from({ length: 60 }, (_, index) => `item ${index}`),
  [42],
  [{}],
];

const schemas: Array<[string, z.ZodType]> = Object.entries(contract).flatMap(([name, value]) =>
  value instanceof z.ZodType ? [[name, value as z.ZodType] as [string, z.ZodType]] : [],
);

function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('validation messages', () => {
  it("when the contract is loaded, then there are schemas to check, and the check knows zod's words", () => {
    expect(schemas.length).toBeGreaterThan(30);
    expect('Too big: expected string to have <=150 characters').toMatch(LIBRARY_WORDING);
    expect('Invalid input: expected number, received string').toMatch(LIBRARY_WORDING);
  });

  it('when any field of any contract schema gets an odd value, then no library default reaches a person', () => {
    const seen = new Set<string>();
    for (const [name, schema] of schemas) {
      const inputs: unknown[] = [...ODD_VALUES];
      if (schema instanceof z.ZodObject) {
        for (const key of Object.keys(schema.shape)) for (const value of ODD_VALUES) inputs.push({ [key]: value });
      }
      for (const input of inputs) {
        for (const message of messagesFor(schema, input)) {
          seen.add(message);
          if (LIBRARY_WORDING.test(message) || !/^[A-Z]/.test(message)) {
            expect.fail(`${name} with ${JSON.stringify(input)?.slice(0, 80)} says "${message}"`);
          }
        }
      }
    }
    // Many distinct sentences came out: the test really ran the schemas' rules.
    expect(seen.size).toBeGreaterThan(50);
  });

  it('when a first name is over its limit, then the message names it in words', () => {
    const result = contract.profileUpdateFieldsSchema.safeParse({ first_name: long(200) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['First name can be at most 150 characters.']);
  });

  it('when the job form is empty or wrong, then each field is named', () => {
    const result = contract.jobFormSchema.safeParse({
      title: '',
      job_type: 'boss',
      salary_min: '-5',
      positions_available: '2.5',
      deadline: '2026-02-30',
      skills: [long(101)],
    });
    const byField = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(byField).toEqual({
      title: 'Job title is required.',
      description: 'Description is required.',
      job_type: 'Choose a job type from the list.',
      experience_level: 'Experience level is required.',
      pay_period: 'Pay period is required.',
      salary_min: 'Minimum salary cannot be negative.',
      positions_available: 'Positions available must be a whole number.',
      deadline: 'Application deadline must be a date (YYYY-MM-DD).',
      skills: 'Each skill can be at most 100 characters.',
    });
  });

  it('when bookkeeping figures are wrong, then the messages name the figure', () => {
    const result = contract.bookkeepingRecordRequestSchema.safeParse({
      month: '',
      revenue: '-1',
      expenses: 'lots',
      oreExtracted: '1.234',
      wagesPaid: '1000000000000000',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Month is required.',
      'Revenue cannot be negative.',
      'Expenses must be a number.',
      'Ore extracted can have at most 2 decimal places.',
      'Wages paid can be at most 999,999,999,999.99.',
    ]);
  });

  it('when the spec gives a message, then the schema keeps its words', () => {
    const empty = contract.registerRequestSchema.safeParse({ email: '', password: '', password2: '' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['Email is required', 'Password is required', 'Please confirm your password']),
    );
    const mismatch = contract.registerRequestSchema.safeParse({
      email: 'musu@example.com',
      password: 'palm-wine-42',
      password2: 'palm-wine-43',
      user_type: 'job_seeker',
    });
    expect(mismatch.error?.issues.map((issue) => issue.message)).toEqual(['Passwords do not match']);
    const reset = contract.passwordResetConfirmSchema.safeParse({ uid: '', token: '', new_password: 'short' });
    expect(reset.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid or missing reset link.',
      'Invalid or missing reset link.',
      'Password must be at least 8 characters.',
    ]);
  });

  it('when an item of a list is too long, then the message says which item of which list', () => {
    const result = contract.structuredCvUpdateSchema.safeParse({ hobbies: ['Chess', long(201)], summary: long(5001) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Item 2 of hobbies can be at most 200 characters.',
      'Summary can be at most 5,000 characters.',
    ]);
  });

  it('when a field name is read, then it becomes words', () => {
    expect(fieldLabel('first_name')).toBe('First name');
    expect(fieldLabel('oreExtracted')).toBe('Ore extracted');
    expect(fieldLabel('portfolio_url')).toBe('Portfolio URL');
    expect(fieldLabel('password2')).toBe('Password confirmation');
    expect(pathLabel(['skills', 3])).toBe('Item 4 of skills');
    expect(pathLabel(['linkedin_url'])).toBe('LinkedIn URL');
    expect(pathLabel([])).toBe('The form');
  });

  it('when an issue has a code zod may add later, then the message is still a sentence', () => {
    const issue = { code: 'something_new', path: ['city'], input: 'x' } as unknown as z.core.$ZodRawIssue;
    expect(humanMessage(issue)).toBe('City is not valid. Check it and try again.');
  });
});
