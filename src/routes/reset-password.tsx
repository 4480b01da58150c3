import { createFileRoute, Link } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { useConfirmPasswordReset, PASSWORDS_DO_NOT_MATCH } from '../features/accounts/index.ts';
import { FormContainer } from '../components/form-container.tsx';
import { FormField, primaryButton } from '../components/form-field.tsx';
import { Loader } from '../components/loader.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { RESET_PASSWORD_TITLE } from '../contract/page-titles.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/limits.ts';
import { formValues } from '../lib/form-values.ts';

/** The link in the reset mail: /reset-password?token=… (a query value, which logs never carry). */
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: ResetPasswordScreen,
});

function ResetPasswordScreen() {
  const { token } = Route.useSearch();
  const confirm = useConfirmPasswordReset();
  const [mismatch, setMismatch] = useState(false);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = formValues(event.currentTarget);
    const password = text('password');
    const passwordsDiffer = password !== text('confirmPassword');
    setMismatch(passwordsDiffer);
    if (passwordsDiffer || !token) return;
    confirm.mutate({ token, password });
  }

  return (
    <FormContainer>
      <Meta title={RESET_PASSWORD_TITLE} />
      <h1 className="mb-6 text-3xl font-bold">Set New Password</h1>
      {!token ? (
        <Message variant="danger">This password reset link is not valid. Please ask for a new one.</Message>
      ) : confirm.data ? (
        <>
          <Message variant="success">{confirm.data.message}</Message>
          <Link to="/login" className={`${primaryButton} inline-flex items-center`}>
            Sign In
          </Link>
        </>
      ) : (
        <>
          {mismatch && <Message variant="danger">{PASSWORDS_DO_NOT_MATCH}</Message>}
          {confirm.error && <Message variant="danger">{confirm.error.message}</Message>}
          <form onSubmit={submit}>
            <FormField
              label="New Password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
            />
            <FormField
              label="Confirm Password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
            />
            <button type="submit" className={primaryButton} disabled={confirm.isPending}>
              Set Password
            </button>
          </form>
        </>
      )}
      {confirm.isPending && <Loader />}
      {(!token || confirm.error) && (
        <p className="mt-6">
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
            Ask for a new link
          </Link>
        </p>
      )}
    </FormContainer>
  );
}
