// A run's standard input for the module's `stdin` option: the text given
// before Run, handed out at most `max` bytes per call (so the module keeps
// nothing over for the next run), then end of file (null).
export function stdinFeed(text) {
  const bytes = new TextEncoder().encode(text ?? '');
  let at = 0;
  return (max) => {
    if (at >= bytes.length) return null;
    const chunk = bytes.subarray(at, at + max);
    at += chunk.length;
    return chunk;
  };
}
