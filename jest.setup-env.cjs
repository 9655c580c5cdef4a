// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time (every jsdom project).
const { TextDecoder, TextEncoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// jsdom lacks Request, which a data router (createBrowserRouter) builds for every navigation (Node's
// own rejects jsdom's AbortSignal). A stand-in with what the router reads; enough without loaders.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(url, init = {}) {
      this.url = String(url);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.headers = new Headers(init.headers);
      this.signal = init.signal ?? new AbortController().signal;
      this.body = init.body ?? null;
    }
  };
}
