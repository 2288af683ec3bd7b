/** The ussd module's public face: the USSD gateway's callback, a menu to find and apply for jobs from any phone. */
export { ussdRoutes } from './ussd.routes';
