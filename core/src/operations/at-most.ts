/** Runs `work` on each item, at most `limit` at a time; rejects with the first failure. */
export async function forEachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
