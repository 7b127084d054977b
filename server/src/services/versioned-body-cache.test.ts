import { describe, expect, it } from 'vitest';
import { VersionedBodyCache } from './versioned-body-cache';

describe('versioned body cache', () => {
  it('serves a list only for the version it was built at', () => {
    const cache = new VersionedBodyCache<number>();
    cache.set(1, '3', Buffer.from('[1]'));
    expect(cache.get(1, '3')?.toString()).toBe('[1]');
    expect(cache.get(1, '4')).toBeUndefined();
    expect(cache.get(2, '3')).toBeUndefined();
  });

  it('drops the least recently used lists past its size', () => {
    const cache = new VersionedBodyCache<number>(10);
    cache.set(1, '1', Buffer.alloc(4));
    cache.set(2, '1', Buffer.alloc(4));
    cache.get(1, '1');
    cache.set(3, '1', Buffer.alloc(4));
    expect(cache.get(2, '1')).toBeUndefined();
    expect(cache.get(1, '1')).toBeDefined();
    expect(cache.get(3, '1')).toBeDefined();
  });
});
