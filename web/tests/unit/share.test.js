// Share links: the fragment round-trips the code and stays URL-safe.
import { describe, expect, it } from 'vitest';
import { decodeFragment, encodeFragment, fromBase64Url, toBase64Url } from '../../src/share.js';

describe('share links', () => {
  it('round-trip a program, Unicode included', async () => {
    const code = 'puts "héllo → 世界 🎉"\n' + 'x = [1, 2, 3].map { |i| i * 2 }\n'.repeat(50);
    const fragment = await encodeFragment(code);
    expect(fragment).toMatch(/^#code=[A-Za-z0-9_-]+$/);
    expect(fragment.length).toBeLessThan(code.length); // compressed
    expect(await decodeFragment(fragment)).toBe(code);
  });

  it('round-trip the empty program', async () => {
    expect(await decodeFragment(await encodeFragment(''))).toBe('');
  });

  it('answer null for fragments that carry no code or a damaged one', async () => {
    expect(await decodeFragment('')).toBeNull();
    expect(await decodeFragment('#other=1')).toBeNull();
    expect(await decodeFragment('#code=%%%')).toBeNull();
    expect(await decodeFragment('#code=AAAA')).toBeNull();
  });

  it('base64url has no +, / or padding and decodes back', () => {
    const bytes = Uint8Array.from([251, 255, 191, 0, 1]);
    const text = toBase64Url(bytes);
    expect(text).not.toMatch(/[+/=]/);
    expect([...fromBase64Url(text)]).toEqual([...bytes]);
  });
});
