/**
 * The sms-phone module's public face: a seeker's one phone number and a company's (their changes and
 * their confirmation), seekers' SMS choices, and STOP.
 */
export { smsPhoneRoutes } from './sms-phone.routes';
export { smsStopRoutes } from './stop.routes';
export { twilioInboundRoutes } from './twilio-inbound.routes';
// The operator CLI's set-sms-phone.
export { setConfirmedSmsPhone } from './operator-phone';
// Where SMS go (the confirmed number, for every module that sends one); the one way the number changes
// (the profile form in accounts, the apply step in applications); what an account that stops being a
// seeker's turns off (alerts/closed-account.ts).
export { setPhoneNumber, smsPhone, turnSmsOff } from './sms-phone.repository';
// Where SMS to a company go (notifications), and the one way the company profile form changes its number.
export { companySmsPhone } from './sms-phone.repository';
export { companyPhoneValues } from './phone-holders';
// A USSD session or an SMS comes from the number itself (modules/ussd): who it is, and an account made from it.
export { confirmNetworkNumber, seekerOfNumber } from './network-phone';
export { firstDelivery } from './sms-phone.repository';
