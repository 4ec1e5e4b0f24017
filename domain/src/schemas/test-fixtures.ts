/** A sign-up that passes every rule; schema tests break one field at a time. */
export const validSignUp = {
  userType: 'client' as const,
  email: 'juan@example.ph',
  firstName: 'Juan',
  lastName: 'Cruz',
  phone: '+63 (917) 123-4567',
  password: 'Secure#Pass1',
  confirmPassword: 'Secure#Pass1',
  agreeToTerms: true,
};
