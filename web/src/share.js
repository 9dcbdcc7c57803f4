// Share links: the program, deflate-raw compressed (CompressionStream) and
// base64url encoded, in the URL fragment as `#code=...`; the fragment never
// reaches a server.
const PREFIX = 'code=';

async function pipe(bytes, transform) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function toBase64Url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

// The fragment (with its '#') that carries `code`.
export async function encodeFragment(code) {
  const packed = await pipe(new TextEncoder().encode(code), new CompressionStream('deflate-raw'));
  return `#${PREFIX}${toBase64Url(packed)}`;
}

// The code a fragment carries, or null when it carries none (or is damaged).
export async function decodeFragment(hash) {
  const body = hash.replace(/^#/, '');
  if (!body.startsWith(PREFIX)) return null;
  try {
    const bytes = await pipe(fromBase64Url(body.slice(PREFIX.length)), new DecompressionStream('deflate-raw'));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
