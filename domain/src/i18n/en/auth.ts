/**
 * What every auth page and the sign-in page show (web/src/features/auth, issue 34): the frame, the
 * shared account fields and the sign-in form. English word for word as the specification and
 * domain/src/messages/auth.ts have it. The other auth pages' words and the server's messages are in
 * authPages.ts, apart so that /signin loads only its own (its JavaScript budget).
 * Plain data: ICU MessageFormat strings.
 */
export default {
  layout: { backHome: 'Back to home', help: 'Help and support' },
  /** The shared account fields (web/src/components/ui/person-fields.tsx, field.tsx). */
  fields: {
    email: 'Email address',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    confirmPassword: 'Confirm password',
    required: '(required)',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  signIn: {
    title: 'Welcome back',
    description: 'Sign in to manage your bookings, listings and messages.',
    toSearch: 'Sign in or create an account to see spaces for ‘{query}’.',
    toBrowse: 'Sign in or create an account to browse spaces.',
    browseWithoutAccount: 'Browse without an account',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
    adminLink: 'Admin? Sign in here',
    forgot: 'Forgot password?',
    remember: 'Remember me',
    submit: 'Sign In',
    submitting: 'Signing In...',
    orContinue: 'or continue with',
    socialUnavailable: 'Signing in with Google or Facebook is not available yet. Please use your email and password.',
    failed: 'Sign in failed. Please try again.',
  },
} as const;
