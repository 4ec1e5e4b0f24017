import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0003 from './0003_admin_platform';
import * as m0004 from './0004_verification_2fa';
import * as m0005 from './0005_email_change';
import * as m0006 from './0006_listings';
import * as m0007 from './0007_listings_search';
import * as m0008 from './0008_listing_public_point';
import * as m0010 from './0010_bookings';
import * as m0011 from './0011_payments';
import * as m0012 from './0012_booking_agreements';
import * as m0013 from './0013_booking_flags';
import * as m0014 from './0014_outbox_tasks';
import * as m0015 from './0015_notification_preferences';
import * as m0016 from './0016_money';
import * as m0017 from './0017_admin_refunds';
import * as m0018 from './0018_invoices';
import * as m0019 from './0019_reconciliation_reports';
import * as m0020 from './0020_booking_earnings';
import * as m0021 from './0021_notifications';
import * as m0022 from './0022_messaging';
import * as m0023 from './0023_push_subscriptions';
import * as m0024 from './0024_announcements';
import * as m0025 from './0025_reviews';
import * as m0026 from './0026_disputes';
import * as m0027 from './0027_analytics';
import * as m0029 from './0029_bookings_created_index';
import * as m0030 from './0030_chat_message_original';
import * as m0031 from './0031_demo_data';
import * as m0032 from './0032_payments_under_review';
import * as m0033 from './0033_platform_reports';
import * as m0034 from './0034_background_checks';
import * as m0035 from './0035_announcement_emails';
import * as m0036 from './0036_most_units_in_use';
import * as m0037 from './0037_ledger_balanced';
import * as m0038 from './0038_process_events';
import * as m0039 from './0039_review_window';
import * as m0040 from './0040_listing_notice_period';
import * as m0041 from './0041_tenancies';
import * as m0042 from './0042_tenancy_prices';
import * as m0043 from './0043_bills_status_index';
import * as m0044 from './0044_saved_cards_autopay';
import * as m0045 from './0045_billing_indexes';
import * as m0046 from './0046_access_passes';
import * as m0047 from './0047_handover_checklists';
import * as m0048 from './0048_deposits';
import * as m0049 from './0049_force_majeure';
import * as m0050 from './0050_sandbox_card_detach';
import * as m0051 from './0051_consents';
import * as m0052 from './0052_user_language';

/**
 * Every migration, in order. The server is bundled, so migrations are imported here
 * rather than read from disk. Add new files as NNNN_name.ts and list them below.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0003_admin_platform': m0003,
  '0004_verification_2fa': m0004,
  '0005_email_change': m0005,
  '0006_listings': m0006,
  '0007_listings_search': m0007,
  '0008_listing_public_point': m0008,
  '0010_bookings': m0010,
  '0011_payments': m0011,
  '0012_booking_agreements': m0012,
  '0013_booking_flags': m0013,
  '0014_outbox_tasks': m0014,
  '0015_notification_preferences': m0015,
  '0016_money': m0016,
  '0017_admin_refunds': m0017,
  '0018_invoices': m0018,
  '0019_reconciliation_reports': m0019,
  '0020_booking_earnings': m0020,
  '0021_notifications': m0021,
  '0022_messaging': m0022,
  '0023_push_subscriptions': m0023,
  '0024_announcements': m0024,
  '0025_reviews': m0025,
  '0026_disputes': m0026,
  '0027_analytics': m0027,
  '0029_bookings_created_index': m0029,
  '0030_chat_message_original': m0030,
  '0031_demo_data': m0031,
  '0032_payments_under_review': m0032,
  '0033_platform_reports': m0033,
  '0034_background_checks': m0034,
  '0035_announcement_emails': m0035,
  '0036_most_units_in_use': m0036,
  '0037_ledger_balanced': m0037,
  '0038_process_events': m0038,
  '0039_review_window': m0039,
  '0040_listing_notice_period': m0040,
  '0041_tenancies': m0041,
  '0042_tenancy_prices': m0042,
  '0043_bills_status_index': m0043,
  '0044_saved_cards_autopay': m0044,
  '0045_billing_indexes': m0045,
  '0046_access_passes': m0046,
  '0047_handover_checklists': m0047,
  '0048_deposits': m0048,
  '0049_force_majeure': m0049,
  '0050_sandbox_card_detach': m0050,
  '0051_consents': m0051,
  '0052_user_language': m0052,
};
