/**
 * Progress notes written at most once per `ms`: the latest value waits, and `flush` writes it
 * at the end. A failed write is reported, never thrown into the stream that made the progress.
 */
export function throttled(
  write: (value: number) => Promise<void>,
  ms: number,
  onError: (e: unknown) => void,
) {
  let last = 0;
  let pending: number | undefined;
  let chain: Promise<void> = Promise.resolve();
  const send = (value: number) => {
    last = Date.now();
    pending = undefined;
    chain = chain.then(() => write(value)).catch(onError);
  };
  return {
    note(value: number) {
      if (Date.now() - last >= ms) send(value);
      else pending = value;
    },
    /** Writes the latest value if one waits; resolves when every write is done. */
    flush() {
      if (pending !== undefined) send(pending);
      return chain;
    },
  };
}
