/**
 * Runs `task` on every item, at most `limit` at a time. Rejects with the
 * first failure; tasks already started run on (abort them through the
 * task's own means when that matters).
 */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
}
