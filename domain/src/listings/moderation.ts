/** What staff send when they decide on a listing (the admin /listings page's forms and the server). */
import { z } from 'zod';
import { listingMessages } from '../messages/listings';
import { textSchema } from '../schemas/text';
import { listingLimits } from './fields';

const m = listingMessages.moderation;
const { min, max } = listingLimits.rejectionReason;

const reason = textSchema({ error: m.reason }, { multiline: true }).trim().min(min, m.reason).max(max, m.reason);

/** Reject: the host reads the reason in the email and on the listing. */
export const listingRejectSchema = z.object({ reason });
export type ListingRejectInput = z.infer<typeof listingRejectSchema>;

/** Pause by staff: a reason is optional, and emailed to the host when given. */
export const listingPauseSchema = z.object({ reason: reason.nullable().optional() });
export type ListingPauseInput = z.infer<typeof listingPauseSchema>;
