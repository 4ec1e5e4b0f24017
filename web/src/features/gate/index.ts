/**
 * The gate (issue 33): what the booking pages show — the client's pass and every scan of it — and
 * the pages of routes/ (the full-screen pass, the check-in page, a listing's gate keepers, an
 * invite). The check-in page's camera and QR reader load only there (check-in/qr-camera.tsx).
 */
export { BookingPass, passStatuses } from './pass/booking-pass';
export { BookingScans } from './scans/booking-scans';
