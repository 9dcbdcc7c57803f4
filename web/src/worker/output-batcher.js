// Turns the module's output callbacks (Uint8Array chunks on stdout/stderr)
// into 'output' messages: UTF-8 decoded per stream (a character split across
// chunks is kept whole), in order, and batched so that a program printing in
// a tight loop cannot flood the page with messages. Chunks go out at once
// until `burst` messages were sent within `windowMs`; after that they wait
// for the window to end, for `maxBytes` to pile up, or for flush().
export class OutputBatcher {
  constructor(post, { now = () => performance.now(), windowMs = 16, burst = 16, maxBytes = 65536 } = {}) {
    this.post = post;
    this.now = now;
    this.windowMs = windowMs;
    this.burst = burst;
    this.maxBytes = maxBytes;
    this.decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
    this.pending = [];
    this.pendingBytes = 0;
    this.windowStart = -Infinity;
    this.sentInWindow = 0;
  }

  write(stream, bytes) {
    const text = this.decoders[stream].decode(bytes, { stream: true });
    if (text) this.queue(stream, text);
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.sentInWindow = 0;
    }
    if (this.sentInWindow < this.burst || this.pendingBytes >= this.maxBytes) {
      this.sentInWindow++;
      this.send();
    }
  }

  // Sends everything held back, including a character left incomplete.
  flush() {
    for (const stream of Object.keys(this.decoders)) {
      const rest = this.decoders[stream].decode();
      if (rest) this.queue(stream, rest);
    }
    this.send();
  }

  queue(stream, text) {
    const last = this.pending[this.pending.length - 1];
    if (last && last[0] === stream) last[1] += text;
    else this.pending.push([stream, text]);
    this.pendingBytes += text.length;
  }

  send() {
    if (this.pending.length === 0) return;
    const chunks = this.pending;
    this.pending = [];
    this.pendingBytes = 0;
    this.post(chunks);
  }
}
