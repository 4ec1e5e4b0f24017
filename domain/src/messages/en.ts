/**
 * Every user-facing string that the specification fixes, word for word
 * (requirements.md §2, §5, §6, §8). Other features add their own groups below;
 * never reword a string that carries a spec reference.
 */
export const en = {
  validation: {
    email: 'Please enter a valid email address',
    signInPasswordMin: 'Password must be at least 6 characters long',
    firstName: 'First name must be at least 2 characters long',
    lastName: 'Last name must be at least 2 characters long',
    phone: 'Please enter a valid phone number',
    passwordMin8: 'Password must be at least 8 characters long',
    passwordComplexity:
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    passwordsMismatch: 'Passwords do not match',
    terms: 'Please agree to the terms and conditions',
    // Platform password policy (security.password* settings); not in the spec's list, so our wording.
    passwordMinPolicy: (n: number) => `Password must be at least ${n} characters long`,
    passwordSpecial: 'Password must contain at least one special character (for example ! @ # $ %)',
    passwordNumber: 'Password must contain at least one number',
    passwordUppercase: 'Password must contain at least one uppercase letter',
    passwordMax: 'Password must be at most 128 characters long',
    required: 'This field is required',
  },
  auth: {
    signInFailed: 'Sign in failed. Please try again.',
    invalidCredentials: 'Invalid email or password',
    noAccount: 'No account found with this email address.',
    wrongPassword: 'Incorrect email or password. Please try again.',
    invalidEmail: 'Please enter a valid email address.',
    disabled: 'This account has been disabled. Contact support.',
    tooManyAttempts: 'Too many failed attempts. Please try again later.',
    loginFailed: 'Login failed. Please try again.',
    registrationFailed: 'Registration failed. Please try again.',
    emailInUse: 'An account with this email address already exists. Sign in instead.',
    resetNoAccount: 'No account found with this email address.',
    resetInvalidEmail: 'Please enter a valid email address.',
    resetTooMany: 'Too many requests. Please try again later.',
    resetFailed: 'Failed to send reset email.',
    resetSent: 'Password reset email sent! Please check your inbox.',
    resetLinkUsed: 'This reset link has already been used. Request a new one.',
    resetLinkExpired: 'This reset link has expired. Request a new one.',
    resetLinkInvalid: 'This reset link is not valid. Request a new one.',
    signingIn: 'Signing In...',
    creatingAccount: 'Creating Account...',
    socialUnavailable: 'Signing in with Google or Facebook is not available yet. Please use your email and password.',
    sessionExpired: 'Your session has ended. Please sign in again.',
    signInRequired: 'Please sign in to continue.',
  },
  generic: {
    accessDenied: 'Access denied. Please check your permissions.',
    network: 'Network error. Please check your connection.',
    unexpected: 'An unexpected error occurred.',
    profileLoadFailed: 'Failed to load user profile',
    notFound: 'Not found',
    tooManyRequests: 'Too many requests. Please try again later.',
    crossOrigin: 'This request came from another site and was refused.',
    maintenance: 'The platform is under maintenance. Please try again later.',
  },
  guards: {
    accessDeniedTitle: 'Access Denied',
    accessDeniedBody: "You don't have permission to access this area.",
    accessDeniedHint: 'Contact your administrator if you believe this is an error.',
    restricted: (types: string) => `This area is restricted to ${types} accounts only.`,
    verificationTitle: 'Account Verification Required',
    verificationBody: 'Please verify your account to access this feature.',
  },
  routes: {
    notFoundTitle: 'Route Not Found',
    notFoundBody: "The page you're looking for doesn't exist.",
    goHome: 'Go Home',
    loading: 'Loading...',
  },
  settings: {
    platformFee: 'Platform fee must be between 0% and 50%',
    minimumPayout: 'Minimum payout cannot be negative',
    passwordMinLength: 'Password minimum length must be between 6 and 128 characters',
    maxLoginAttempts: 'Max login attempts must be between 1 and 20',
    rateLimitPerMinute: 'Rate limit per minute must be between 1 and 10,000',
    invalidImport: 'Invalid import format: missing settings object',
    updateFailed: (detail: string) => `Failed to update settings: ${detail}`,
    historyFailed: (detail: string) => `Failed to load settings history: ${detail}`,
  },
} as const;

export type Messages = typeof en;
