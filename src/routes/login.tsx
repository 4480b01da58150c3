import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, type SubmitEvent } from 'react';
import { useLogin, signedInTarget, validateAuthSearch } from '../features/accounts/index.ts';
import { ContinueAsGuest } from '../features/checkout/index.ts';
import { FormContainer } from '../components/form-container.tsx';
import { FormField, primaryButton } from '../components/form-field.tsx';
import { Loader } from '../components/loader.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { SIGN_IN_TITLE } from '../contract/page-titles.ts';
import { formValues } from '../lib/form-values.ts';
import { useSession } from '../stores/session.ts';

export const Route = createFileRoute('/login')({
  validateSearch: validateAuthSearch,
  component: SignInScreen,
});

function SignInScreen() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const userInfo = useSession((state) => state.userInfo);
  const loginMutation = useLogin();
  const target = signedInTarget(search);

  // Signed in already, or just now: on to where the visitor was going.
  useEffect(() => {
    if (userInfo) void navigate({ href: target, replace: true });
  }, [userInfo, navigate, target]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = formValues(event.currentTarget);
    loginMutation.mutate({ email: text('email'), password: text('password') });
  }

  return (
    <FormContainer>
      <Meta title={SIGN_IN_TITLE} />
      <h1 className="mb-6 text-3xl font-bold">Sign In</h1>
      {loginMutation.error && <Message variant="danger">{loginMutation.error.message}</Message>}
      <form onSubmit={submit} noValidate={false}>
        <FormField label="Email Address" name="email" type="email" autoComplete="email" required />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className={primaryButton} disabled={loginMutation.isPending}>
          Sign In
        </button>
      </form>
      <p className="mt-4">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline">
          Forgot password?
        </Link>
      </p>
      {loginMutation.isPending && <Loader />}
      {search.navigate === 'checkout' && (
        <p className="mt-6">
          No account needed: <ContinueAsGuest className="mt-2" />
        </p>
      )}
      <p className="mt-6">
        New Customer?{' '}
        <Link
          to="/register"
          search={validateAuthSearch(search)}
          className="font-semibold text-brand-700 underline"
        >
          Register
        </Link>
      </p>
    </FormContainer>
  );
}
