import { z } from 'zod';
import { userTypes } from '../roles';
import { userStatuses } from '../schemas/admin';
import { userSchema } from '../schemas/auth';
import { pageOf } from './common';

/** /api/admin/*: users, dashboard, audit log and tools. Settings and ID checks have their own files. */

export const usersPageSchema = pageOf(userSchema);
export type UsersPage = z.infer<typeof usersPageSchema>;

/** One user with their sign-in state (sessions, lockout, two-factor). */
export const adminUserDetailSchema = z.object({
  user: userSchema,
  activeSessions: z.number(),
  failedLoginCount: z.number(),
  lockedUntil: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const countsOf = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as { [P in K[number]]: z.ZodNumber });

/**
 * The admin dashboard: users by type and status, sign-ups per day for the last 30 days in
 * the platform's time zone (oldest first, days without sign-ups included), the ID-check
 * queue, the listings, disputes and payouts waiting for staff, and the KPI figures.
 */
export const dashboardSchema = z.object({
  generatedAt: z.string(),
  timeZone: z.string(),
  usersByType: countsOf(userTypes),
  usersByStatus: countsOf(userStatuses),
  signupsPerDay: z.array(z.object({ date: z.string(), count: z.number() })),
  verificationQueue: z.number(),
  /** Open disputes waiting for a decision (issue 22). */
  disputesQueue: z.number(),
  /** Listings submitted and waiting for review. */
  listingsQueue: z.number(),
  /** Payouts requested and not yet processed or failed. */
  payoutsQueue: z.number(),
  kpis: z.object({
    totalUsers: z.number(),
    newUsersLast30Days: z.number(),
    /** People with a session used within the session timeout. */
    signedInUsers: z.number(),
    verificationQueue: z.number(),
    /** Listings live on the platform. */
    activeListings: z.number(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

/** A scheduled job as /admin-tools lists it: what it does, its last run and its next one. */
export const scheduledJobSchema = z.object({
  name: z.string(),
  description: z.string(),
  intervalMs: z.number(),
  running: z.boolean(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastStatus: z.enum(['ok', 'failed']).nullable(),
  lastResult: z.string().nullable(),
  lastDurationMs: z.number().nullable(),
  nextRunAt: z.string().nullable(),
  runCount: z.number(),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;
export const jobsResultSchema = z.object({ jobs: z.array(scheduledJobSchema) });
export type JobsResult = z.infer<typeof jobsResultSchema>;
export const jobResultSchema = z.object({ job: scheduledJobSchema });
export type JobResult = z.infer<typeof jobResultSchema>;
export const jobParamsSchema = z.object({ name: z.string().max(100) });

/** The admin data export: users as the API shows them, settings, their history and the audit log. */
export const platformExportSchema = z.object({
  exportedAt: z.string(),
  users: z.array(userSchema),
  settings: z.record(z.string(), z.record(z.string(), z.unknown())),
  settingsHistory: z.array(
    z.object({
      id: z.string(),
      category: z.string(),
      changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
      userId: z.string().nullable(),
      timestamp: z.string(),
      changeType: z.enum(['update', 'action']),
      action: z.string().nullable(),
    }),
  ),
  auditLog: z.array(
    z.object({
      id: z.string(),
      actorId: z.string().nullable(),
      action: z.string(),
      targetType: z.string().nullable(),
      targetId: z.string().nullable(),
      before: z.unknown(),
      after: z.unknown(),
      ip: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type PlatformExport = z.infer<typeof platformExportSchema>;
