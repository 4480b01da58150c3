import { describe, expect, it } from 'vitest';
import { changedFields, isSecretField, withoutSecrets } from './changes.ts';

describe('what an audit entry keeps of a write', () => {
  it('when a record changes, then only the changed fields are kept, before and after', () => {
    expect(changedFields({ name: 'A', price: 10, stock: 3 }, { name: 'A', price: 12, stock: 3 })).toEqual({
      before: { price: 10 },
      after: { price: 12 },
    });
  });

  it('when a record is created or deleted, then the missing side is empty', () => {
    expect(changedFields(null, { name: 'A' })).toEqual({ before: {}, after: { name: 'A' } });
    expect(changedFields({ name: 'A' }, null)).toEqual({ before: { name: 'A' }, after: {} });
  });

  it('when nested values change, then the whole field is kept on each side', () => {
    const before = { variants: [{ sku: 'A', stock: 1 }] };
    const after = { variants: [{ sku: 'A', stock: 2 }] };
    expect(changedFields(before, after)).toEqual({ before, after });
  });

  it.each([
    'password',
    'newPassword',
    'currentPassword',
    'passwordHash',
    'password_hash',
    'hash',
    'token',
    'resetToken',
    'accessToken',
    'apiKey',
    'api_key',
    'key',
    'privateKey',
    'secret',
    'clientSecret',
    'TOKEN_VERSION',
    'tokenVersion',
  ])('when a field is named %s, then it is a secret', (name) => {
    expect(isSecretField(name)).toBe(true);
  });

  it.each(['name', 'email', 'price', 'keyword', 'keywords', 'monkey', 'role', 'isAdmin', 'hidden', 'stock'])(
    'when a field is named %s, then it is kept',
    (name) => {
      expect(isSecretField(name)).toBe(false);
    },
  );

  it('when secrets change, at any depth, then they never appear on either side', () => {
    const changed = changedFields(
      { name: 'A', password: 'old secret', nested: [{ token: 'abc', ok: 1 }] },
      { name: 'B', password: 'new secret', nested: [{ token: 'def', ok: 2 }] },
    );
    expect(JSON.stringify(changed)).not.toMatch(/secret|abc|def|password|token/);
    expect(changed).toEqual({
      before: { name: 'A', nested: [{ ok: 1 }] },
      after: { name: 'B', nested: [{ ok: 2 }] },
    });
    expect(withoutSecrets({ passwordHash: 'x' })).toEqual({});
  });

  it('when a text holds a lone surrogate, then it is kept as U+FFFD, which jsonb accepts', () => {
    expect(changedFields(null, { 'odd\ud800field': 'lone\ud800surrogate', pair: '😀' })).toEqual({
      before: {},
      after: { 'odd\ufffdfield': 'lone\ufffdsurrogate', pair: '😀' },
    });
  });
});
