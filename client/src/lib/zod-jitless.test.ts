import './zod-jitless';
import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';

describe('zod-jitless: Zod never probes eval (the CSP would report it)', () => {
  it('is seen by Zod loaded after it, and objects still parse', () => {
    expect(config().jitless).toBe(true);
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'a', extra: true })).toEqual({ id: 1, name: 'a' });
    expect(() => schema.parse({ id: 'x' })).toThrow();
  });
});
