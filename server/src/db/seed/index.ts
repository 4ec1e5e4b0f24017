import type { AppContext } from '../../context';
import { seedUsers } from './users';

/**
 * Demo data on first start (DEMO_DATA=off skips it). Idempotent: each part checks what
 * exists first. Later capabilities add their demo rows here (they get the demo users from
 * seedUsers: `const { host, client } = await seedUsers(ctx)`).
 */
export async function seedDemoData(ctx: AppContext): Promise<void> {
  await seedUsers(ctx);
}
