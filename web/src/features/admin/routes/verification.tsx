import { VerificationPage } from '@/features/admin/verification/verification-page';

export default VerificationPage;
