import { createFileRoute, Link } from '@tanstack/react-router';
import type { SubmitEvent } from 'react';
import { useRequestPasswordReset } from '../features/accounts/index.ts';
import { FormContainer } from '../components/form-container.tsx';
import { FormField, primaryButton } from '../components/form-field.tsx';
import { Loader } from '../components/loader.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { FORGOT_PASSWORD_TITLE } from '../contract/page-titles.ts';
import { formValues } from '../lib/form-values.ts';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordScreen });

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
function ForgotPasswordScreen() {
  const reset = useRequestPasswordReset();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.mutate({ email: formValues(event.currentTarget)('email') });
  }

  return (
    <FormContainer>
      <Meta title={FORGOT_PASSWORD_TITLE} />
      <h1 className="mb-6 text-3xl font-bold">Forgot Password</h1>
      {reset.error && <Message variant="danger">{reset.error.message}</Message>}
      {reset.data ? (
        <Message variant="success">{reset.data.message}</Message>
      ) : (
        <>
          <p className="mb-4">
            Enter the email address of your account and we will send you a link to set a new password.
          </p>
          <form onSubmit={submit}>
            <FormField label="Email Address" name="email" type="email" autoComplete="email" required />
            <button type="submit" className={primaryButton} disabled={reset.isPending}>
              Send Reset Link
            </button>
          </form>
        </>
      )}
      {reset.isPending && <Loader />}
      <p className="mt-6">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Sign In
        </Link>
      </p>
    </FormContainer>
  );
}
