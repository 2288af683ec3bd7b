/** The address in a header, or null when it is no address. */
export function urlOf(value: string, base?: URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
