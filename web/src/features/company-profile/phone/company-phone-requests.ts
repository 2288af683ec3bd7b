import type { PhoneConfirmationState, SmsCodeRequest, SmsPhoneRequest } from '@lj/contract';
import { api } from '../../../lib/api-client';

const PATH = '/api/company/sms-phone/';

/** POST: send a 6-digit code to this number, which becomes the company's contact phone. */
export const requestCompanyCode = (body: SmsPhoneRequest) => api.post<PhoneConfirmationState>(PATH, body);

/** POST confirm/: the code from the SMS; on success SMS of new applications and payments go to it. */
export const confirmCompanyCode = (body: SmsCodeRequest) => api.post<PhoneConfirmationState>(`${PATH}confirm/`, body);
