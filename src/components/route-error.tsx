import type { ErrorComponentProps } from '@tanstack/react-router';
import { errorMessage } from '../lib/error-message.ts';
import { Message } from './message.tsx';

/** A screen whose data failed to load: the error text in the red danger alert (docs/architecture.md §4). */
export function RouteError({ error }: Pick<ErrorComponentProps, 'error'>) {
  return <Message variant="danger">{errorMessage(error)}</Message>;
}
