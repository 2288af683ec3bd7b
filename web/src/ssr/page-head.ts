/** What a page tells search engines and link previews; rendered into <head> on the server. */
export type PageHead = {
  /** The full <title> text (pageTitle(...)). */
  title: string;
  description: string;
  /** Path and meaningful query of the canonical URL, e.g. "/jobs?search=driver". */
  path: string;
  type?: 'website' | 'article';
  /** A schema.org object, written as application/ld+json (data, never executed). */
  jsonLd?: Record<string, unknown> | null;
};

export const DEFAULT_DESCRIPTION =
  'Find jobs in Liberia and apply in one click. Companies post jobs and meet candidates.';
export const SHARE_IMAGE = '/static/images/icon-512.png';

const escapeAttribute = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A description fit for a snippet: one line, at most about 160 characters. */
export function snippet(text: string, limit = 160): string {
  const line = text.replaceAll(/\s+/g, ' ').trim();
  return line.length > limit ? `${line.slice(0, limit - 3).trimEnd()}...` : line;
}

/** The <head> tags of a page: title, description, canonical link, Open Graph and JSON-LD. */
export function renderHead(head: PageHead, siteUrl: string): string {
  const url = new URL(head.path, `${siteUrl}/`).toString();
  const title = escapeAttribute(head.title);
  const description = escapeAttribute(head.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeAttribute(url)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:image" content="${escapeAttribute(new URL(SHARE_IMAGE, `${siteUrl}/`).toString())}">`,
  ];
  if (head.jsonLd) {
    // '<' escaped so the text can never close the script element.
    const json = JSON.stringify(head.jsonLd).replaceAll('<', '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('');
}

/** Only the title, for the pages that stay client-rendered (signed-in screens, forms). */
export const renderTitle = (title: string): string => `<title>${escapeAttribute(title)}</title>`;
