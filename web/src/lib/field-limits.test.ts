import {
  bookkeepingRecordRequestSchema,
  companyProfileFormSchema,
  jobFormSchema,
  loginRequestSchema,
  passwordResetConfirmSchema,
  profileUpdateFieldsSchema,
} from '@lj/contract';
import { describe, expect, it } from 'vitest';
import { fieldLimits } from './field-limits';

describe('field limits read from the contract', () => {
  it('when a text field has a maximum, then maxLength is it, through optional and default wrappers', () => {
    expect(fieldLimits(profileUpdateFieldsSchema, 'first_name')).toEqual({ maxLength: 150 });
    expect(fieldLimits(jobFormSchema, 'requirements')).toEqual({ maxLength: 20_000 });
    expect(fieldLimits(companyProfileFormSchema, 'website')).toEqual({ maxLength: 500 });
  });

  it('when a field refuses an empty input, then it is required', () => {
    expect(fieldLimits(jobFormSchema, 'title')).toEqual({ maxLength: 200, required: true });
    expect(fieldLimits(jobFormSchema, 'job_type')).toEqual({ required: true });
    expect(fieldLimits(loginRequestSchema, 'email')).toEqual({ maxLength: 254, required: true });
    expect(fieldLimits(companyProfileFormSchema, 'industry')).toMatchObject({ required: true });
  });

  it('when a number has bounds, then min and max are them, read past preprocess; .int() adds none', () => {
    expect(fieldLimits(jobFormSchema, 'salary_min')).toEqual({ min: 0, max: 9_999_999_999.99 });
    expect(fieldLimits(jobFormSchema, 'positions_available')).toEqual({ min: 1, max: 10_000 });
    expect(fieldLimits(bookkeepingRecordRequestSchema, 'revenue')).toEqual({
      min: 0,
      max: 999_999_999_999.99,
      required: true,
    });
    expect(fieldLimits(companyProfileFormSchema, 'founded_year')).toEqual({});
  });

  it('when a password has a minimum length, then minLength says it', () => {
    expect(fieldLimits(passwordResetConfirmSchema, 'new_password')).toEqual({
      minLength: 8,
      maxLength: 4096,
      required: true,
    });
  });

  it('when a field is a checkbox or unknown, then it has no limits', () => {
    expect(fieldLimits(jobFormSchema, 'is_remote')).toEqual({});
    expect(fieldLimits(jobFormSchema, 'no_such_field')).toEqual({});
  });
});
