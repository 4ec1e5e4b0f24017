import type { AppContext } from '../../context';

/**
 * Demo data on first start (DEMO_DATA=off skips it). Idempotent: each part checks what
 * exists first. Later capabilities add their demo rows here.
 */
export async function seedDemoData(ctx: AppContext): Promise<void> {
  void ctx;
}
