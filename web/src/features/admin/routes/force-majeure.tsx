import { ForceMajeurePage } from '@/features/admin/force-majeure/force-majeure-page';

export default ForceMajeurePage;
