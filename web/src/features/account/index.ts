// What other features may use from the account feature (lint: only through this file).
export { useVerification } from './api/use-verification';
export { useVerificationRequirements } from './api/use-verification-requirements';
export { ResendEmailButton } from './components/email-verification';
export { PhoneVerifyDialog } from './components/phone-verify-dialog';
export { UserAvatar } from './components/user-avatar';
export { VerifiedBadge, backgroundCheckState, idCheckState, type CheckState } from './components/verified-badge';
export { SkeletonLines } from './components/section';
export { TwoFactorCard } from './components/two-factor-card';
export { useReauth } from './components/reauth-dialog';
export { LazyTwoFactorCard } from './components/lazy-two-factor-card';
export { useTwoFactorStatus } from './api/use-two-factor-status';
export { useUnconfirmedRecoveryCodes } from './api/recovery-codes-store';
export { PasswordSection, SessionsSection } from './components/security-sections';
export { Section } from './components/section';
export { acceptFor, checkFile, defaultFileRules, typeList } from './components/file-rules';
export { useNotificationPreferences } from './api/use-notification-preferences';
