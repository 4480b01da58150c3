import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type SubmitEvent } from 'react';
import {
  useRegister,
  PASSWORD_RULES,
  PASSWORDS_DO_NOT_MATCH,
  signedInTarget,
  validateAuthSearch,
} from '../features/accounts/index.ts';
import { FormContainer } from '../components/form-container.tsx';
import { FormField, primaryButton } from '../components/form-field.tsx';
import { Loader } from '../components/loader.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { SIGN_UP_TITLE } from '../contract/page-titles.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/limits.ts';
import { useSession } from '../stores/session.ts';
import { formValues } from '../lib/form-values.ts';

export const Route = createFileRoute('/register')({
  validateSearch: validateAuthSearch,
  component: SignUpScreen,
});

function SignUpScreen() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const userInfo = useSession((state) => state.userInfo);
  const registerMutation = useRegister();
  const [mismatch, setMismatch] = useState(false);
  // As Sign In does: a shopper who came from Proceed To Checkout goes on to shipping.
  const target = signedInTarget(search);

  useEffect(() => {
    if (userInfo) void navigate({ href: target, replace: true });
  }, [userInfo, navigate, target]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = formValues(event.currentTarget);
    const password = text('password');
    const passwordsDiffer = password !== text('confirmPassword');
    setMismatch(passwordsDiffer);
    if (passwordsDiffer) return;
    registerMutation.mutate({ name: text('name'), email: text('email'), password });
  }

  return (
    <FormContainer>
      <Meta title={SIGN_UP_TITLE} />
      <h1 className="mb-6 text-3xl font-bold">Sign Up</h1>
      {mismatch && <Message variant="danger">{PASSWORDS_DO_NOT_MATCH}</Message>}
      {registerMutation.error && <Message variant="danger">{registerMutation.error.message}</Message>}
      <form onSubmit={submit}>
        <FormField label="Name" name="name" autoComplete="name" required maxLength={80} />
        <FormField label="Email Address" name="email" type="email" autoComplete="email" required />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={PASSWORD_RULES}
        />
        <FormField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
        <button type="submit" className={primaryButton} disabled={registerMutation.isPending}>
          Register
        </button>
      </form>
      {registerMutation.isPending && <Loader />}
      <p className="mt-6">
        Have an Account?{' '}
        <Link
          to="/login"
          search={validateAuthSearch(search)}
          className="font-semibold text-brand-700 underline"
        >
          Login
        </Link>
      </p>
    </FormContainer>
  );
}
