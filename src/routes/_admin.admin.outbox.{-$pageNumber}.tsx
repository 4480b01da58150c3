import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { outboxQueryOptions } from '../features/admin/index.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { OUTBOX_TITLE } from '../contract/page-titles.ts';
import { pageFromParam, Paginate } from '../components/paginate.tsx';
import { RouteError } from '../components/route-error.tsx';
import type { OutboxMessage } from '../contract/mail.ts';

/** /admin/outbox and /admin/outbox/{n}: the mail the embedded demo would have sent, newest first. */
export const Route = createFileRoute('/_admin/admin/outbox/{-$pageNumber}')({
  beforeLoad: ({ params }) => void pageFromParam(params.pageNumber),
  loader: ({ context, params }) =>
    ensureQueryData(context.queryClient, outboxQueryOptions(pageFromParam(params.pageNumber))),
  errorComponent: ({ error }) => (
    <OutboxFrame>
      <RouteError error={error} />
    </OutboxFrame>
  ),
  component: OutboxScreen,
});

function OutboxFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title={OUTBOX_TITLE} />
      <h1 className="mb-6 text-2xl font-bold">Outbox</h1>
      {children}
    </>
  );
}

const WEB_ADDRESS = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)'])/;

/**
 * A mail's text with its web addresses as links an admin can tap (a reset or order link); long
 * addresses break anywhere, so they wrap on a phone instead of widening the page.
 */
function MailText({ text }: { text: string }) {
  return (
    <pre data-mail-text className="whitespace-pre-wrap break-words border-t border-slate-200 p-4 text-sm">
      {text.split(WEB_ADDRESS).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all py-1 text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

function OutboxEntry({ message }: { message: OutboxMessage }) {
  return (
    <li className="rounded-md border border-slate-300 bg-white">
      <details>
        <summary className="cursor-pointer p-4">
          <span className="break-words font-semibold">{message.subject}</span>
          <span className="block break-words text-sm text-slate-700">
            To {message.to} · {new Date(message.createdAt).toLocaleString()}
          </span>
        </summary>
        <MailText text={message.text} />
      </details>
    </li>
  );
}

function OutboxScreen() {
  const pageNumber = pageFromParam(Route.useParams().pageNumber);
  const { data } = useSuspenseQuery(outboxQueryOptions(pageNumber));
  if (data.transport === 'smtp') {
    return (
      <OutboxFrame>
        <Message>Mail is sent through the configured SMTP server, so nothing is kept here.</Message>
      </OutboxFrame>
    );
  }
  return (
    <OutboxFrame>
      <p className="mb-4 text-slate-700">
        No SMTP server is configured, so the shop keeps what it would have sent here instead.
      </p>
      {data.messages.length === 0 ? (
        <Message>{pageNumber > 1 ? 'There are no messages on this page.' : 'No mail yet.'}</Message>
      ) : (
        <>
          <ul className="space-y-3">
            {data.messages.map((message) => (
              <OutboxEntry key={message.id} message={message} />
            ))}
          </ul>
          <Paginate pages={data.pages} page={data.page} target={{ list: 'admin-outbox' }} />
        </>
      )}
    </OutboxFrame>
  );
}
