/**
 * The signed-in areas' screen when the session could not be checked (a rate limit, a server
 * fault, no connection): its title is generic.profileLoadFailed or generic.tooManyRequests, and
 * nobody is signed out by it (decision 0062).
 */
export const sessionCheck = {
  failedBody: 'Your session could not be checked just now. You have not been signed out.',
  retryIn: (seconds: number) => `Trying again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  tryAgain: 'Try again',
};
