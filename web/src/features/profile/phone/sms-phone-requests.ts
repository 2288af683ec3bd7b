import type { SmsCodeRequest, SmsPhoneRequest, SmsPhoneState, SmsSettingsRequest } from '@lj/contract';
import { api } from '../../../lib/api-client';

const PATH = '/api/profile/sms-phone/';

/**
 * POST: send a 6-digit code to this number, which becomes the profile's number (the server answers with
 * the number it waits for).
 */
export const requestCode = (body: SmsPhoneRequest) => api.post<SmsPhoneState>(PATH, body);

/** POST confirm/: the code from the SMS; on success the profile's number is confirmed. */
export const confirmCode = (body: SmsCodeRequest) => api.post<SmsPhoneState>(`${PATH}confirm/`, body);

/** PATCH: an SMS choice on or off (receipts, status news; on only with a confirmed number). */
export const setSmsChoice = (body: SmsSettingsRequest) => api.patch<SmsPhoneState>(PATH, body);
