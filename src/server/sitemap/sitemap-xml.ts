/** Writing the sitemap protocol's XML (https://www.sitemaps.org/protocol.html) and robots.txt. */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&apos;',
  '"': '&quot;',
};

/** Every character the protocol asks to escape in a URL, so a name can never end an element. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>'"]/g, (character) => XML_ESCAPES[character] ?? character);
}

export interface SitemapEntry {
  /** An absolute URL, not yet escaped. */
  loc: string;
  /** W3C datetime (`2026-01-31T09:30:00Z`). */
  lastmod: string;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function entries(element: 'url' | 'sitemap', list: readonly SitemapEntry[]): string {
  return list
    .map(
      ({ loc, lastmod }) =>
        `<${element}><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod></${element}>`,
    )
    .join('\n');
}

/** A `<urlset>` around entries already written, one `<url>` a line. */
export function urlsetOf(written: string): string {
  return `${HEAD}<urlset ${NAMESPACE}>\n${written}\n</urlset>\n`;
}

export function urlset(list: readonly SitemapEntry[]): string {
  return urlsetOf(entries('url', list));
}

export function sitemapIndex(list: readonly SitemapEntry[]): string {
  return `${HEAD}<sitemapindex ${NAMESPACE}>\n${entries('sitemap', list)}\n</sitemapindex>\n`;
}

/** A timestamp as the protocol's W3C datetime, to the second, in UTC. */
export function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
