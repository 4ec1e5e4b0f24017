/**
 * Security deposits (issue 33): the line beside a price (listing, checkout), the deposit on a
 * booking's page for its two sides (state, the client's answer, the host's claim), and what staff
 * see of it in a dispute.
 */
export { DepositLine } from './components/deposit-line';
export { BookingDeposit } from './components/booking-deposit';
export { StaffDeposit } from './components/staff-deposit';
export { depositKeys } from './api/deposits';
