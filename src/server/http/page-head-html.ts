import { attribute, scriptSafeJson } from './first-screen.ts';
import type { PageHead } from './page-head.ts';

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${attribute(content)}" />`;

/**
 * The head's tags for `head`: robots, canonical, Open Graph, the Twitter card and the structured
 * data. Every text is escaped for its place: attributes by entity, JSON-LD so that nothing in it
 * can end the script element (a data block, never run, so the CSP without inline script holds).
 */
export function pageHeadTags(head: PageHead): string {
  const tags: string[] = [];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical) {
    tags.push(
      `<link rel="canonical" href="${attribute(head.canonical)}" />`,
      meta('property', 'og:site_name', 'Easy-Buy'),
      meta('property', 'og:type', head.type),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', head.canonical),
    );
    if (head.image) tags.push(meta('property', 'og:image', head.image));
    if (head.price) {
      tags.push(
        meta('property', 'product:price:amount', head.price),
        meta('property', 'product:price:currency', 'USD'),
      );
    }
    tags.push(
      meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', head.description),
    );
    if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  }
  for (const data of head.structuredData) {
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  }
  return tags.join('');
}

/** `html` with `text` in place of the first match of `pattern`, spliced by position (see below). */
function spliced(html: string, pattern: RegExp, text: string): string {
  const match = pattern.exec(html);
  if (!match) return html;
  return html.slice(0, match.index) + text + html.slice(match.index + match[0].length);
}

/**
 * index.html with the page's title and description in place of the defaults and its other tags
 * at the end of the head. Spliced by position, never as a replacement string, where `$&` in a
 * product's name would copy parts of the page in.
 */
export function withPageHead(html: string, head: PageHead): string {
  const description = meta('name', 'description', head.description);
  const given = /<meta name="description" content="[^"]*"\s*\/?>/;
  const missing = given.test(html) ? '' : description;
  let page = spliced(html, /<title>[^<]*<\/title>/, `<title>${attribute(head.title)}</title>`);
  page = spliced(page, given, description);
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0) return page;
  return page.slice(0, headEnd) + missing + pageHeadTags(head) + page.slice(headEnd);
}
