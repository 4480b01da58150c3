import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('transport settings', () => {
  it('when nothing is set, then clients get 30 s of silence and 5 min per request, and HSTS follows the protocol', () => {
    expect(loadConfig({})).toMatchObject({ timeouts: { idleMs: 30_000, requestMs: 300_000 }, hsts: 'auto' });
  });

  it('when the timeouts and HSTS are set, then those are used', () => {
    const config = loadConfig({ IDLE_TIMEOUT_SECONDS: '10', REQUEST_TIMEOUT_SECONDS: '900', HSTS: 'true' });
    expect(config).toMatchObject({ timeouts: { idleMs: 10_000, requestMs: 900_000 }, hsts: true });
    expect(loadConfig({ HSTS: 'false' }).hsts).toBe(false);
    expect(loadConfig({ HSTS: 'auto' }).hsts).toBe('auto');
  });

  it.each([
    [{ IDLE_TIMEOUT_SECONDS: '0' }, 'IDLE_TIMEOUT_SECONDS must be a whole number from 1 to 3600, got "0"'],
    [
      { REQUEST_TIMEOUT_SECONDS: 'soon' },
      'REQUEST_TIMEOUT_SECONDS must be a whole number from 1 to 86400, got "soon"',
    ],
    [{ HSTS: 'maybe' }, 'HSTS must be auto, true or false, got "maybe"'],
  ])('when %j is set, then the server refuses to start and says why', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});

describe('background jobs', () => {
  it('when nothing is set, then unpaid orders and back-in-stock alerts are looked at every minute', () => {
    expect(loadConfig({})).toMatchObject({ orderExpiryIntervalMs: 60_000, stockAlertIntervalMs: 60_000 });
  });

  it('when STOCK_ALERT_SECONDS is set, then alerts are looked at that often, and a value out of range is refused', () => {
    expect(loadConfig({ STOCK_ALERT_SECONDS: '5' }).stockAlertIntervalMs).toBe(5_000);
    expect(() => loadConfig({ STOCK_ALERT_SECONDS: '0' })).toThrow(
      new ConfigError('STOCK_ALERT_SECONDS must be a whole number from 1 to 3600, got "0"'),
    );
  });
});

describe('catalogue counting', () => {
  it('when nothing is set, then the embedded database counts matches exactly up to 1 000 and PostgreSQL up to 5 000', () => {
    expect(loadConfig({}).catalogueExactCountLimit).toBe(1000);
    const onPostgres = loadConfig({ DATABASE_URL: 'postgres://shop@127.0.0.1:5432/shop' });
    expect(onPostgres.catalogueExactCountLimit).toBe(5000);
  });

  it('when the limit is set, then it is used on either database', () => {
    expect(loadConfig({ CATALOGUE_EXACT_COUNT_LIMIT: '2500' }).catalogueExactCountLimit).toBe(2500);
    const onPostgres = loadConfig({
      DATABASE_URL: 'postgres://shop@127.0.0.1:5432/shop',
      CATALOGUE_EXACT_COUNT_LIMIT: '0',
    });
    expect(onPostgres.catalogueExactCountLimit).toBe(0);
  });
});
