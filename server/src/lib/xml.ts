/** Text made safe inside an XML element or a double-quoted attribute (the sitemap, the RSS feed). */
export const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
