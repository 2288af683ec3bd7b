import { describe, expect, it } from 'vitest';
import {
  formatLocalPhone,
  formatPhone,
  normalisePhone,
  optionalPhoneNumberSchema,
  PHONE_CHARACTERS,
  PHONE_INTERNATIONAL,
  PHONE_LIBERIAN,
  PHONE_REQUIRED,
  PHONE_UNKNOWN,
  smsCodeSchema,
  phoneNumberSchema,
} from './phone';

describe('a phone number for SMS', () => {
  it.each([
    ['0770 123 456', '+231770123456'],
    ['0886-123-456', '+231886123456'],
    ['0555123456', '+231555123456'],
    ['077 012 3456', '+231770123456'],
    ['770 123 456', '+231770123456'],
    ['+231 770 123 456', '+231770123456'],
    ['+231 (0) 886 123 456', '+231886123456'],
    ['00231 886 123 456', '+231886123456'],
    ['  +231.555.123.456 ', '+231555123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (202) 555-0143', '+12025550143'],
    ['0044 20 7946 0958', '+442079460958'],
  ])('when %s is written, then it is %s', (written, e164) => {
    expect(normalisePhone(written)).toEqual({ phone: e164 });
    expect(phoneNumberSchema.parse(written)).toBe(e164);
  });

  it.each([
    ['', PHONE_REQUIRED],
    ['   ', PHONE_REQUIRED],
    ['0770 12E 456', PHONE_CHARACTERS],
    ['call 0770123456', PHONE_CHARACTERS],
    ['+231+770123456', PHONE_CHARACTERS],
    ['0770 123 45', PHONE_LIBERIAN],
    ['0770 123 4567', PHONE_LIBERIAN],
    ['0660 123 456', PHONE_LIBERIAN],
    ['+231 22 123 456', PHONE_LIBERIAN],
    ['+44 123', PHONE_INTERNATIONAL],
    ['+0 123 456 789', PHONE_INTERNATIONAL],
    ['+1234567890123456', PHONE_INTERNATIONAL],
    ['770 123', PHONE_UNKNOWN],
    ['231770123456', PHONE_UNKNOWN],
  ])('when %j is written, then it is refused with a message saying why', (written, message) => {
    expect(normalisePhone(written)).toEqual({ error: message });
    const parsed = phoneNumberSchema.safeParse(written);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('when the profile field is left empty, then it means no number; written, it follows the same rules', () => {
    expect(optionalPhoneNumberSchema.parse('')).toBe('');
    expect(optionalPhoneNumberSchema.parse('   ')).toBe('');
    expect(optionalPhoneNumberSchema.parse('0886 123 456')).toBe('+231886123456');
    expect(optionalPhoneNumberSchema.safeParse('0660 123 456').error?.issues[0]?.message).toBe(PHONE_LIBERIAN);
  });

  it('when the text is very long, then it is refused before being read', () => {
    expect(phoneNumberSchema.safeParse('1'.repeat(41)).success).toBe(false);
  });

  it('when a Liberian number is shown, then it is grouped by three; others stay as they are', () => {
    expect(formatPhone('+231770123456')).toBe('+231 770 123 456');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
  });

  it('when a number is written for its owner in a text, then a Liberian one is as dialled here', () => {
    expect(formatLocalPhone('+231770123456')).toBe('0770 123 456');
    expect(formatLocalPhone('+442079460958')).toBe('+442079460958');
  });
});

describe('a confirmation code', () => {
  it('when six digits are typed, with spaces or not, then they are the code', () => {
    expect(smsCodeSchema.parse('123456')).toBe('123456');
    expect(smsCodeSchema.parse(' 123 456 ')).toBe('123456');
  });

  it('when it is not six digits, then the message says what the code is', () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect(smsCodeSchema.safeParse(code).error?.issues[0]?.message).toBe(
        'The code is the 6 digits in the SMS we sent.',
      );
    }
  });
});
