import { ToolsPage } from '../tools/tools-page';

export default ToolsPage;
