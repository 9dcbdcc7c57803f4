// What the playground remembers in localStorage: the program and the stdin
// text. Storage may be unavailable (private modes, quotas): then nothing is
// remembered and nothing fails.
const PREFIX = 'garnet.playground.';

export function load(key, fallback = null) {
  try {
    return localStorage.getItem(PREFIX + key) ?? fallback;
  } catch {
    return fallback;
  }
}

export function save(key, value) {
  try {
    localStorage.setItem(PREFIX + key, value);
  } catch {
    // not remembered
  }
}
