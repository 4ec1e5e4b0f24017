/** Messaging's limits (issue 21, design §7). The contact masking rules live beside them. */
export const MESSAGE_MAX = 2000;
