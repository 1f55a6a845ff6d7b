// The local index download, started by the search button on the first sign of intent: before the
// search client's chunk has even loaded, so the download is not queued behind it.

let started: Promise<Response> | null = null;

export function requestIndex(indexPath: string): void {
  if (started) return;
  started = fetch(indexPath, {cache: 'no-cache'});
  started.catch(() => undefined); // a failure is reported when the client takes the response
}

/** The download the button started, if any (each one is taken once, so a retry fetches anew). */
export function takeIndexResponse(): Promise<Response> | null {
  const response = started;
  started = null;
  return response;
}
