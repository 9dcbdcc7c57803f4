// Cross-origin isolation (SharedArrayBuffer, needed by the WebAssembly
// build once it uses pthreads): the two headers, sent on every response of
// the dev and preview servers. public/_headers says the same to static hosts;
// public/coi-serviceworker.js adds them where a host cannot.
export const isolationHeaders = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export function isolation() {
  const addHeaders = (server) => {
    server.middlewares.use((req, res, next) => {
      for (const [name, value] of Object.entries(isolationHeaders)) res.setHeader(name, value);
      next();
    });
  };
  return { name: 'garnet-isolation', configureServer: addHeaders, configurePreviewServer: addHeaders };
}
