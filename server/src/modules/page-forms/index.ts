/** The page-forms module's public face: what the web app's pages post before (or without) scripts. */
export { PAGE_FORM_BODY_LIMIT, registerPageForms } from './page-forms.routes';
