import { ListingsPage } from '@/features/admin/listings/listings-page';

export default ListingsPage;
