/** The accounts module's public face: what app.ts and other modules may use. */
export { accountsRoutes } from './accounts.routes';
// What staff do to an account (modules/staff-users): end its sign-ins, resend its reset mail.
export { sendResetMail } from './password-reset';
export { endEverySession } from './sessions';
// A company row made for an account that becomes a company (staff-users' role change) is named like registration's.
export { companyNameFromEmail } from './company-name';
// The apply step (modules/applications) saves a name typed in one field onto the profile.
export { setFullName } from './full-name';
// A job seeker made from a phone (modules/ussd), and how every view tells their address is none.
export { isPhoneOnlyEmail, phoneOnlySeeker } from './phone-only-account';
// A seeker's number confirmed on the web makes the phone-only account of that number theirs (app.ts hands it to sms-phone).
export { foldPhoneOnlyAccount } from './fold-phone-only';
