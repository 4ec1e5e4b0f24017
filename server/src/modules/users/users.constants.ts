/** Version of the terms and privacy notice a user agrees to at sign-up (Data Privacy Act consent record). */
export const TERMS_VERSION = '2026-01';
