export { useSettingsFailure } from './settings-failure';
export { settingsQuery, useSettings, type SettingsDocument } from './use-settings';
export { useUpdateSettings } from './use-update-settings';
export { useResetSettings } from './use-reset-settings';
export { useImportSettings } from './use-import-settings';
export {
  HISTORY_PAGE_SIZE,
  settingsHistoryQuery,
  useSettingsHistory,
  type SettingsHistoryEntry,
  type SettingsHistoryPage,
} from './use-settings-history';
export { useLiveSettings } from './use-live-settings';
export {
  paymentGatewayStatusQuery,
  usePaymentGatewayStatus,
  type PaymentGatewayStatus,
} from './use-payment-gateway-status';
