/**
 * Work that must wait for a transaction's commit: calls to a payment gateway (a refund, closing a
 * checkout), later notifications. The transaction first writes the durable row that says the work
 * is owed (a pending refund, a payment closed here but not yet at the gateway), so a task that
 * fails, or a crash before it runs, leaves that row for its retry (payments/reconcile.service.ts);
 * each task records its own failure there and never throws.
 */
export class AfterCommit {
  private readonly tasks: (() => Promise<unknown>)[] = [];

  add(task: () => Promise<unknown>) {
    this.tasks.push(task);
  }

  /** Runs the tasks in order, after the commit; one failing does not stop the others. */
  async run(): Promise<void> {
    for (const task of this.tasks.splice(0)) {
      try {
        await task();
      } catch {
        // The task's durable row stays owed; reconciliation retries it.
      }
    }
  }
}
