// stdinFeed: the text in pieces no larger than asked, then end of file.
import { describe, expect, it } from 'vitest';
import { stdinFeed } from '../../src/worker/stdin-feed.js';

const text = (bytes) => new TextDecoder().decode(bytes);

describe('stdinFeed', () => {
  it('hands out the text in pieces of at most max bytes, then null', () => {
    const feed = stdinFeed('héllo\n');
    expect(text(feed(4))).toBe('hél'); // é is two bytes
    expect(text(feed(100))).toBe('lo\n');
    expect(feed(100)).toBeNull();
    expect(feed(100)).toBeNull();
  });

  it('is at end of file at once without text', () => {
    expect(stdinFeed('')(10)).toBeNull();
    expect(stdinFeed(null)(10)).toBeNull();
  });
});
