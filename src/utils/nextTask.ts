/**
 * Resolves in a task of its own, after whatever is queued (input, messages, paint) has had its turn.
 * A message rather than a timer: browsers clamp nested timers, and run a background tab's timers at
 * most once a second. Used by the search worker between indexing chunks and by the browser entry
 * between evaluation stages (plugins/lean-client/clientEntry.ts).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
