// One way to copy text for every copy button. The Clipboard API exists only in secure contexts
// (HTTPS, localhost), so on a plain-HTTP origin, such as the Docker image on :8080, this falls back
// to a selected off-screen textarea and execCommand('copy'), as the stock theme's code blocks do.

/** Copies with a hidden textarea; throws if the browser refuses. */
function copyWithTextarea(text: string): void {
  const textarea = document.createElement('textarea');
  const focused = document.activeElement;
  textarea.value = text;
  textarea.setAttribute('readonly', ''); // no on-screen keyboard on phones
  textarea.style.cssText =
    'all:unset;position:absolute;left:-9999px;width:2em;height:2em;white-space:pre;font-size:12pt';
  document.body.append(textarea);
  textarea.select();
  textarea.setSelectionRange(0, text.length); // iOS ignores select()
  let copied = false;
  try {
    // Deprecated, yet the only way to copy outside a secure context, and every browser keeps it.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    copied = document.execCommand('copy');
  } finally {
    textarea.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
  if (!copied) throw new Error('The browser refused to copy');
}

/** Copies text to the clipboard. Rejects when the browser refuses. */
export async function copyText(text: string): Promise<void> {
  // navigator.clipboard is undefined outside secure contexts, whatever the types say.
  if ((navigator.clipboard as Clipboard | undefined) === undefined) {
    copyWithTextarea(text);
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
