import { LegalTextsPage } from '@/features/admin/legal/legal-page';

export default LegalTextsPage;
