import { forgetBrowsing } from '../lib/forget-browsing';
import { clearAllBrowserState } from '../lib/storage';

/**
 * Logout posts to /logout, which ends the session and lands on /login?nocache=..., and ?nocache or
 * ?forced on the login page wipes this device (spec section 2): storage, cookies, the pages the
 * worker kept of this person's browsing. The page is then asked again, without the mark, for a fresh
 * CSRF token in its form.
 */
export function resetDeviceOnForcedLogin(): void {
  const url = new URL(window.location.href);
  if (url.pathname.replace(/\/$/, '') !== '/login') return;
  if (!url.searchParams.has('nocache') && !url.searchParams.has('forced')) return;
  clearAllBrowserState();
  void forgetBrowsing().finally(() => window.location.replace('/login'));
}
