/**
 * Copies text, also on plain-HTTP origins where navigator.clipboard is missing: falls back to a
 * hidden textarea and execCommand('copy'). A local stand-in until the site's shared copy helper lands.
 */
export async function copyText(text: string): Promise<boolean> {
  // navigator.clipboard is undefined outside secure contexts, whatever the DOM types say.
  if ((navigator.clipboard as Clipboard | undefined) && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied: try the fallback below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // The only copy path without the Clipboard API (plain HTTP); deprecated but still supported.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
