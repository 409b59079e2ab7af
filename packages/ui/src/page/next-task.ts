/**
 * Settles in a new task, so what follows does not add to the one running now: the browser may
 * paint and handle input in between. `scheduler.yield` where the browser has it (it resumes
 * ahead of other queued work), else a message to ourselves, which is not clamped like a timer.
 */
export function nextTask(win: Window & typeof globalThis = window): Promise<void> {
  const scheduler = (win as unknown as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new win.MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
