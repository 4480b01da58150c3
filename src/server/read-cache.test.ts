import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReadCache } from './read-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('read cache', () => {
  it('when a key is read twice within its lifetime, then it is loaded once', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(() => Promise.resolve('value'));
    expect(await cache.get('k', load)).toBe('value');
    expect(await cache.get('k', load)).toBe('value');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when many readers miss together, then they share one load', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(() => Promise.resolve(42));
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(values).toEqual(Array(20).fill(42));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the lifetime has passed, then it loads again', async () => {
    vi.useFakeTimers();
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(() => Promise.resolve('v'));
    await cache.get('k', load);
    vi.advanceTimersByTime(1001);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when a load fails, then the failure is not kept', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('k', () => Promise.resolve('up'))).resolves.toBe('up');
  });

  it('when it is full, then the oldest entry goes and cleared means empty', async () => {
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 2 });
    const load = vi.fn((value: string) => Promise.resolve(value));
    await cache.get('a', () => load('a'));
    await cache.get('b', () => load('b'));
    await cache.get('c', () => load('c'));
    await cache.get('a', () => load('a'));
    expect(load).toHaveBeenCalledTimes(4);
    cache.clear();
    await cache.get('c', () => load('c'));
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('when the lifetime is zero, then nothing is cached', async () => {
    const cache = createReadCache({ ttlMs: 0, maxEntries: 10 });
    const load = vi.fn(() => Promise.resolve(1));
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
