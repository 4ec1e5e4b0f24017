import { z } from 'zod';
import { en } from '../messages/en';
import { limits } from './limits';

/** The word a user types to confirm that their account should be deleted. */
export const DELETE_CONFIRMATION = 'DELETE';

/** Settings → Your data → Delete my account: the current password and the typed confirmation. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: en.privacy.passwordRequired })
    .min(1, en.privacy.passwordRequired)
    .max(limits.password, en.validation.passwordMax),
  confirmation: z
    .string({ error: en.privacy.confirmationMismatch })
    .refine((v): boolean => v === DELETE_CONFIRMATION, en.privacy.confirmationMismatch),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
