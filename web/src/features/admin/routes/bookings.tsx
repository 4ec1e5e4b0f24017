import AdminBookingsPage from '@/features/admin/bookings/bookings-page';

export default AdminBookingsPage;
