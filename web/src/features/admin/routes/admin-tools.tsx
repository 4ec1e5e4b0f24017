import { ToolsPage } from '@/features/admin/tools/tools-page';

export default ToolsPage;
