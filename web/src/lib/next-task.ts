/**
 * A promise settled in the browser's next task (`scheduler.yield()` where there is one, else a
 * timer): work done after it is a task of its own, with the browser free in between, rather than
 * part of one long task (Total Blocking Time, issue 30, decision 0096).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
