// Makes the page cross-origin isolated on hosts that do not send the
// headers: registers public/coi-serviceworker.js and reloads once under its
// control. Does nothing where the headers already arrive, and reloads at most
// once per tab so a host where it cannot help does not loop.
const RELOADED = 'garnet.coi-reloaded';

export async function ensureIsolation() {
  if (window.crossOriginIsolated || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register(new URL('coi-serviceworker.js', document.baseURI));
  await navigator.serviceWorker.ready;
  if (sessionStorage.getItem(RELOADED)) return;
  sessionStorage.setItem(RELOADED, '1');
  window.location.reload();
}
