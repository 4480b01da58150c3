import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

describe('Stripe settings', () => {
  it('when no Stripe key is set, then Stripe is off', () => {
    expect(loadConfig({}).payments.stripe).toBeUndefined();
  });

  it('when all three keys are set, then Stripe talks to api.stripe.com unless STRIPE_API_BASE says otherwise', () => {
    expect(loadConfig(KEYS).payments.stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: 'https://api.stripe.com',
    });
    const local = loadConfig({ ...KEYS, STRIPE_API_BASE: 'http://127.0.0.1:12111/' });
    expect(local.payments.stripe?.apiBase).toBe('http://127.0.0.1:12111');
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }],
    [{ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_1' }],
  ])(
    'when only some keys are set (%j), then the server refuses to start and says which go together',
    (env) => {
      expect(() => loadConfig(env)).toThrow(
        new ConfigError(
          'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET must be set together',
        ),
      );
    },
  );

  it('when STRIPE_API_BASE is not an http(s) address, then the server refuses to start', () => {
    expect(() => loadConfig({ ...KEYS, STRIPE_API_BASE: 'ftp://stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...KEYS, STRIPE_API_BASE: 'https://api.stripe.com/v1' })).toThrow(ConfigError);
  });
});
