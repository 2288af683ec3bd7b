/** An id from the address: a positive integer, or null for anything else ("abc", "0", "1.5"). */
export function positiveId(value: string | undefined): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** Waits for a page's queries. A failed request is the screen's to show; only its status matters here. */
export const settle = (promises: Array<Promise<unknown>>) => Promise.allSettled(promises);
