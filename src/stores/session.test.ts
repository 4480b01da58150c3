import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../contract/users.ts';

const info: UserInfo = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Jo',
  email: 'jo@example.com',
  isAdmin: false,
  role: null,
  token: 'a.b.c',
};

async function freshStore() {
  vi.resetModules();
  return (await import('./session.ts')).useSession;
}

describe('session store', () => {
  it('when someone signs in, then userInfo holds the response as plain JSON, and a new start restores it', async () => {
    const useSession = await freshStore();
    useSession.getState().signIn(info);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '')).toEqual(info);
    expect(Object.keys(localStorage)).toEqual(['userInfo']);
    expect((await freshStore()).getState().userInfo).toEqual(info);
  });

  it('when they sign out, then the userInfo key is gone', async () => {
    const useSession = await freshStore();
    useSession.getState().signIn(info);
    useSession.getState().signOut();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect((await freshStore()).getState().userInfo).toBeNull();
  });

  it.each([
    ['not JSON', '{"_id":'],
    ['a persist envelope', JSON.stringify({ state: { userInfo: info }, version: 0 })],
    ['a user without a token', JSON.stringify({ ...info, token: undefined })],
    ['an admin flag that is not a boolean', JSON.stringify({ ...info, isAdmin: 'yes' })],
  ])('when storage holds %s, then the app starts signed out', async (_what, raw) => {
    localStorage.setItem('userInfo', raw);
    expect((await freshStore()).getState().userInfo).toBeNull();
  });

  it('when the browser refuses to store anything, then the session still works in memory', async () => {
    const useSession = await freshStore();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    useSession.getState().signIn(info);
    expect(useSession.getState().userInfo).toEqual(info);
    expect(localStorage.getItem('userInfo')).toBeNull();
  });
});
