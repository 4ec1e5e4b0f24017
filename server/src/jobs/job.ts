import type { AppContext } from '../context';

/** A scheduled job: what it is, how often it runs, and the work (returns a one-line result). */
export interface JobDefinition {
  name: string;
  description: string;
  intervalMs: number;
  run(ctx: AppContext): Promise<string>;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
