import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('account throttling settings', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    expect(loadConfig({}).limits).toMatchObject({
      failedLoginsPerAccount: 10,
      failedLoginsPerAddress: 100,
      failedLoginsPerAccountFromNewAddresses: 50,
      knownAddressDays: 30,
      loginWindowSeconds: 900,
      registrationsPerAddress: 20,
      registrationWindowSeconds: 3600,
      emailChangesPerAccount: 10,
      emailChangesPerAddress: 30,
      emailChangeWindowSeconds: 3600,
    });
  });

  it('when the account ceiling is not above the per-address share, then the server refuses to start', () => {
    const env = { LOGIN_FAILURES_PER_ACCOUNT: '20', LOGIN_ACCOUNT_CEILING: '20' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      'LOGIN_ACCOUNT_CEILING must be greater than LOGIN_FAILURES_PER_ACCOUNT',
    );
  });

  it('when the settings are given, then they are used', () => {
    const limits = loadConfig({
      LOGIN_FAILURES_PER_ACCOUNT: '5',
      LOGIN_ACCOUNT_CEILING: '200',
      LOGIN_KNOWN_ADDRESS_DAYS: '7',
      EMAIL_CHANGES_PER_ACCOUNT: '3',
      EMAIL_CHANGES_PER_ADDRESS: '9',
      EMAIL_CHANGE_WINDOW_SECONDS: '600',
    }).limits;
    expect(limits).toMatchObject({
      failedLoginsPerAccount: 5,
      failedLoginsPerAccountFromNewAddresses: 200,
      knownAddressDays: 7,
      emailChangesPerAccount: 3,
      emailChangesPerAddress: 9,
      emailChangeWindowSeconds: 600,
    });
  });
});
