import { VerificationPage } from '../verification/verification-page';

export default VerificationPage;
