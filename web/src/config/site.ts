/** The product name: one build-time constant (VITE_SITE_NAME), used by the header and page titles. */
export const SITE_NAME: string = import.meta.env.VITE_SITE_NAME || 'Liberia Jobs';

/** Builds a page title such as "Log in | Liberia Jobs". */
export const pageTitle = (page?: string): string => (page ? `${page} | ${SITE_NAME}` : SITE_NAME);

/** Where the API lives: '' means this origin (the server serves the app); VITE_API_BASE for split deployments. */
export const API_BASE: string = import.meta.env.VITE_API_BASE || '';

/** The trade and contact address shown on the About and landing pages: build-time VITE_CONTACT_EMAIL. */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'trade@liberiajobs.example';
