// One way to copy text for every copy button. The Clipboard API exists only in secure contexts
// (HTTPS, localhost). On a plain-HTTP origin, such as the Docker image on :8080, this falls back to
// copy-text-to-clipboard (a selected off-screen textarea and execCommand('copy')), loaded only then,
// as the stock theme's CopyButton does, so the fallback adds no bytes to the first load (0.2 KB gzip
// less on a docs page than the textarea code this file held). Untested: whether Safari, on a
// plain-HTTP origin only, still counts the click as the copy's gesture after that chunk loads.

/** Copies text to the clipboard. Rejects when the browser refuses. */
export async function copyText(text: string): Promise<void> {
  // navigator.clipboard is undefined outside secure contexts, whatever the types say.
  if ((navigator.clipboard as Clipboard | undefined) === undefined) {
    const {default: copyWithTextarea} = await import('copy-text-to-clipboard');
    if (!copyWithTextarea(text)) throw new Error('The browser refused to copy');
    return;
  }
  await navigator.clipboard.writeText(text);
}

/**
 * Copies text that is still being fetched. Safari lets a click write the clipboard only while the
 * click's handler runs; a ClipboardItem holding the pending text keeps the write inside it.
 */
export async function copyPendingText(pending: Promise<string>): Promise<void> {
  if ((navigator.clipboard as Clipboard | undefined) !== undefined && typeof ClipboardItem === 'function') {
    const blob = pending.then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await copyText(await pending);
}
