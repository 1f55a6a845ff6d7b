// Stand-in for workbox-window, as @docusaurus/plugin-pwa's registerSw uses it: `new Workbox(url)`,
// `register()`, `messageSW()` and the 'waiting' and 'controlling' events ('externalwaiting' is
// accepted and, as in workbox-window 7, never fired). Every first visit downloads it after the load
// event to register the service worker: minified and gzipped, this is 0.43 KB and the package's
// build the bundler picks (workbox-window 7.4.1, build/workbox-window.prod.es5.mjs) 2.25 KB.
// tests/e2e/pwa.spec.ts covers registration, offline mode and both update paths.

type WorkboxEventType = 'waiting' | 'externalwaiting' | 'controlling';
type Listener = (event: {type: WorkboxEventType; sw: ServiceWorker | null}) => void;

export class Workbox {
  private readonly listeners = new Map<string, Listener[]>();
  private registration: ServiceWorkerRegistration | undefined;

  constructor(private readonly scriptURL: string) {}

  addEventListener(type: WorkboxEventType, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  private dispatch(type: WorkboxEventType, sw: ServiceWorker | null): void {
    for (const listener of this.listeners.get(type) ?? []) listener({type, sw});
  }

  /** Registers once the page has loaded, so installing the worker does not compete with the page. */
  async register(): Promise<ServiceWorkerRegistration> {
    if (document.readyState !== 'complete')
      await new Promise((resolve) => window.addEventListener('load', resolve, {once: true}));
    const registration = await navigator.serviceWorker.register(this.scriptURL);
    this.registration = registration;
    // A worker already waiting now is registerSw's to handle (it reads registration.waiting).
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        // Installed while an older worker is active: the new version waits for a go-ahead. (The
        // first worker of a registration activates straight away.)
        if (installing.state === 'installed' && registration.active) this.dispatch('waiting', installing);
      });
    });
    navigator.serviceWorker.addEventListener('controllerchange', () =>
      this.dispatch('controlling', navigator.serviceWorker.controller),
    );
    return registration;
  }

  /** Posts to the new version if one is waiting or installing, else to the active worker. */
  messageSW(data: object): Promise<void> {
    const registration = this.registration;
    (registration?.waiting ?? registration?.installing ?? registration?.active)?.postMessage(data);
    return Promise.resolve();
  }
}
