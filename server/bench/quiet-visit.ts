import type { Browser, BrowserContext } from 'playwright-core';

const TIMEOUT = 30_000;

async function signIn(context: BrowserContext, origin: string, account: { email: string; password: string }) {
  await context.request.get(`${origin}/accounts/api/csrf/`);
  const csrf = (await context.cookies(origin)).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const answer = await context.request.post(`${origin}/accounts/api/login/`, {
    data: account,
    headers: { 'X-CSRFToken': csrf, Referer: `${origin}/login` },
  });
  if (!answer.ok()) throw new Error(`signing in ${account.email}: ${answer.status()}`);
}

/**
 * A first visit of `url` on a phone's viewport, in a fresh context (an empty cache, no worker yet),
 * watched until the network has been quiet for `quietMs` after the load event. `watch` attaches its
 * own listeners to the context before the page opens and returns what reads their result at the end.
 */
export async function visitUntilQuiet<T>(
  browser: Browser,
  url: string,
  options: { serviceWorkers: 'allow' | 'block'; quietMs: number; signIn?: { email: string; password: string } },
  watch: (context: BrowserContext) => () => Promise<T> | T,
): Promise<T> {
  const context = await browser.newContext({
    serviceWorkers: options.serviceWorkers,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    // Signed in through the API first (the context's own requests, which the page's count leaves out).
    if (options.signIn) await signIn(context, new URL(url).origin, options.signIn);
    let inFlight = 0;
    let lastActivity = Date.now();
    const settle = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    context.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    context.on('requestfinished', settle);
    context.on('requestfailed', settle);
    const result = watch(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT });
    const deadline = Date.now() + TIMEOUT;
    while (inFlight > 0 || Date.now() - lastActivity < options.quietMs) {
      if (Date.now() > deadline) throw new Error(`${url}: the network did not go quiet in ${TIMEOUT / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return await result();
  } finally {
    await context.close();
  }
}
