import { closeMenusOnEscapeAndOutside, openLinkedDetails } from './details-menus';
import { findInLists } from './find-in-list';
import { googleSignIn } from './google-sign-in';
import { showInstallPrompt } from '../pwa/install-prompt';
import { loadMoreInPlace } from './load-more';
import { offlineWrites } from './offline-writes';
import { passwordToggles } from './password-toggle';
import { resetDeviceOnForcedLogin } from './logout';
import { revealEmailInPlace } from './reveal-email';
import { reportInPlace } from './report-in-place';
import { rotateWords } from './rotating-word';
import { handleArrivalMarks } from './arrival-marks';
import { shareSheet } from './share';
import { focusAnswer, showSending } from './sending';
import { searchForm } from './jobs-form';
import { registerWorker, showOfflineBanner } from './worker';

export const PAGE_SCRIPT_READY_MARK = 'page-script-ready';

/**
 * The one script of the public pages (built alone by vite.page-script.config.ts: no React, no router,
 * no query library). The server's HTML already works without it (links, GET and POST forms,
 * `<details>` menus); it adds what needs a script, each part on the pages that have its markup.
 * `data-page-script="ready"` on <html> says every part is on (the browser tests wait for it).
 */
function start(): void {
  resetDeviceOnForcedLogin();
  rotateWords();
  revealEmailInPlace();
  closeMenusOnEscapeAndOutside();
  openLinkedDetails();
  showSending();
  focusAnswer();
  loadMoreInPlace();
  findInLists();
  passwordToggles();
  googleSignIn();
  searchForm();
  shareSheet();
  handleArrivalMarks();
  offlineWrites();
  reportInPlace();
  showInstallPrompt();
  showOfflineBanner();
  registerWorker();
  document.documentElement.dataset.pageScript = 'ready';
  // bench:web times a page from its first byte to this mark: every control working.
  performance.mark(PAGE_SCRIPT_READY_MARK);
}

start();
