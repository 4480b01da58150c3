import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The small pages a mail link opens (docs/mail.md#links-that-change-something). Mail scanners and
 * link previews open every link in a mail, so opening one (GET) only shows a page; the change is
 * made by the page's button, a plain HTML form that POSTs the token back: no script, nothing to
 * load, and it works where the storefront's bundle would not.
 */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (character) => entities[character] ?? character);

/**
 * Styled by a stylesheet of the site's own (`public/link-page.css`): the pages are sent with the
 * storefront's policy, under which an inline style would be blocked.
 */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} | Easy-Buy</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/link-page.css"></head><body><h1>${escape(title)}</h1>${body}<p><a href="/">Back to the shop</a></p></body></html>`;
}

/** A page of plain words: what the button did, or why the link is no longer valid. */
export function sendLinkPage(reply: FastifyReply, title: string, text: string): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(title, `<p>${escape(text)}</p>`));
}

/** What a link shows when opened: its question and one button that POSTs the token to `action`. */
export function sendButtonPage(
  reply: FastifyReply,
  question: { title: string; text: string; action: string; token: string; button: string },
): FastifyReply {
  const form = `<form method="post" action="${escape(question.action)}"><input type="hidden" name="token" value="${escape(question.token)}"><button type="submit">${escape(question.button)}</button></form>`;
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(question.title, `<p>${escape(question.text)}</p>${form}`));
}

/**
 * Lets the routes of the plugin that calls it read an HTML form's body (the button of a link page).
 * Scoped to that plugin: the rest of the API stays JSON only.
 */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
