import { UsersPage } from '../users/users-page';

export default UsersPage;
