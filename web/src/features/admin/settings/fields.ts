import { Bell, Code, HardDrive, Settings, ShieldCheck, Wallet, type LucideIcon } from 'lucide-react';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { allowedDocumentTypes, allowedImageTypes } from '@espasyo/domain/settings/schema';
import { PH_TIME_ZONE, type PlatformSettings, type SettingsCategory } from '@espasyo/domain/settings/defaults';
import { useMessages } from '@/lib/i18n';

/**
 * How each platform setting of docs/product/records.md is shown: its control here, its label, help
 * text and options' words in the catalogue (adminSystem.settings, issue 34). The values and their
 * validation come from the domain (defaults and schema); this file only says how a person reads them.
 */

type Option = { value: string; label: string };
type SettingsWords = Messages<Catalogs['adminSystem']>['settings'];
type Unit = keyof SettingsWords['units'] | '%' | '₱';

export type FieldMeta =
  | { kind: 'text'; label: string; help: string; input?: 'text' | 'email' | 'url'; multiline?: boolean }
  | { kind: 'number'; label: string; help: string; unit?: string; step?: number }
  | { kind: 'boolean'; label: string; help: string }
  | { kind: 'select'; label: string; help: string; options: Option[] }
  | { kind: 'list'; label: string; help: string; placeholder?: string }
  /** A list whose values come from a fixed set: a group of checkboxes. */
  | { kind: 'choices'; label: string; help: string; choices: readonly string[] };

/** A field's control without its words: `options` are values, worded from the catalogue unless `literal`. */
type FieldShape =
  | { kind: 'text'; input?: 'text' | 'email' | 'url'; multiline?: boolean }
  | { kind: 'number'; unit?: Unit; step?: number }
  | { kind: 'boolean' }
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'select'; literal: readonly Option[] }
  | { kind: 'list'; placeholder?: string }
  | { kind: 'choices'; choices: readonly string[] };

type CategoryShape<C extends SettingsCategory> = {
  icon: LucideIcon;
  /** Fields in groups, so a long category reads in sections. Every field appears exactly once. */
  groups: Array<{ id: string; fields: Array<keyof PlatformSettings[C] & string> }>;
  fields: { [K in keyof PlatformSettings[C] & string]: FieldShape };
};

type CategoryMeta<C extends SettingsCategory> = {
  title: string;
  description: string;
  icon: LucideIcon;
  groups: Array<{ title: string; fields: Array<keyof PlatformSettings[C] & string> }>;
  fields: { [K in keyof PlatformSettings[C] & string]: FieldMeta };
};

export type SettingsMeta = { [C in SettingsCategory]: CategoryMeta<C> };

const percent = { unit: '%', step: 0.1 } as const;

const settingsShape: { [C in SettingsCategory]: CategoryShape<C> } = {
  general: {
    icon: Settings,
    groups: [
      { id: 'platform', fields: ['platformName', 'platformDescription', 'version'] },
      { id: 'locale', fields: ['currency', 'timezone', 'language', 'dateFormat'] },
      { id: 'contact', fields: ['contactEmail', 'supportUrl', 'privacyPolicyUrl', 'termsOfServiceUrl'] },
      { id: 'maintenance', fields: ['maintenanceMode', 'maintenanceMessage'] },
    ],
    fields: {
      platformName: { kind: 'text' },
      platformDescription: { kind: 'text', multiline: true },
      currency: { kind: 'select', options: ['PHP', 'USD'] },
      timezone: {
        kind: 'select',
        literal: [
          { value: PH_TIME_ZONE, label: `${PH_TIME_ZONE} (UTC+8)` },
          { value: 'UTC', label: 'UTC' },
        ],
      },
      language: { kind: 'select', options: ['en', 'fil'] },
      dateFormat: {
        kind: 'select',
        literal: [
          { value: 'MM/DD/YYYY', label: 'MM/DD/YYYY (11/24/2026)' },
          { value: 'DD/MM/YYYY', label: 'DD/MM/YYYY (24/11/2026)' },
          { value: 'YYYY-MM-DD', label: 'YYYY-MM-DD (2026-11-24)' },
        ],
      },
      maintenanceMode: { kind: 'boolean' },
      maintenanceMessage: { kind: 'text', multiline: true },
      contactEmail: { kind: 'text', input: 'email' },
      privacyPolicyUrl: { kind: 'text' },
      termsOfServiceUrl: { kind: 'text' },
      supportUrl: { kind: 'text' },
      version: { kind: 'text' },
    },
  },
  financial: {
    icon: Wallet,
    groups: [
      { id: 'fees', fields: ['platformFeePercentage', 'cancellationFeePercentage', 'refundPolicy'] },
      { id: 'tax', fields: ['taxCalculationEnabled', 'taxRate'] },
      {
        id: 'payments',
        fields: ['paymentGateway', 'minimumPayout', 'hostPayoutDelay', 'autoPayouts', 'payoutWithholding'],
      },
      { id: 'invoices', fields: ['companyName', 'companyAddress', 'companyTin'] },
      { id: 'rentals', fields: ['tenancyGraceDays', 'tenancyHostNoticeDays'] },
    ],
    fields: {
      platformFeePercentage: { kind: 'number', ...percent },
      hostPayoutDelay: { kind: 'number', unit: 'days', step: 1 },
      refundPolicy: { kind: 'select', options: ['flexible', 'moderate', 'strict'] },
      taxCalculationEnabled: { kind: 'boolean' },
      taxRate: { kind: 'number', ...percent },
      minimumPayout: { kind: 'number', unit: '₱', step: 1 },
      paymentGateway: { kind: 'select', options: ['stripe', 'paymongo', 'sandbox'] },
      autoPayouts: { kind: 'boolean' },
      payoutWithholding: { kind: 'boolean' },
      companyName: { kind: 'text' },
      companyAddress: { kind: 'text', multiline: true },
      companyTin: { kind: 'text' },
      cancellationFeePercentage: { kind: 'number', ...percent },
      tenancyGraceDays: { kind: 'number', unit: 'days', step: 1 },
      tenancyHostNoticeDays: { kind: 'number', unit: 'days', step: 1 },
    },
  },
  security: {
    icon: ShieldCheck,
    groups: [
      {
        id: 'verification',
        fields: [
          'requireIdVerification',
          'autoVerifyHosts',
          'backgroundCheckRequired',
          'emailVerificationRequired',
          'phoneVerificationRequired',
        ],
      },
      {
        id: 'signIn',
        fields: ['twoFactorAuthRequired', 'sessionTimeoutMinutes', 'maxLoginAttempts', 'accountLockoutMinutes'],
      },
      {
        id: 'password',
        fields: [
          'passwordMinLength',
          'passwordRequireUppercase',
          'passwordRequireNumbers',
          'passwordRequireSpecialChar',
        ],
      },
      { id: 'requests', fields: ['maxOpenRequests', 'maxOpenRequestsPerListing'] },
      { id: 'pass', fields: ['passMarginMinutes'] },
    ],
    fields: {
      requireIdVerification: { kind: 'boolean' },
      autoVerifyHosts: { kind: 'boolean' },
      backgroundCheckRequired: { kind: 'boolean' },
      twoFactorAuthRequired: { kind: 'boolean' },
      sessionTimeoutMinutes: { kind: 'number', unit: 'minutes', step: 1 },
      maxLoginAttempts: { kind: 'number', step: 1, unit: 'attempts' },
      maxOpenRequests: { kind: 'number', step: 1, unit: 'requests' },
      passMarginMinutes: { kind: 'number', step: 1, unit: 'minutes' },
      maxOpenRequestsPerListing: { kind: 'number', step: 1, unit: 'requests' },
      accountLockoutMinutes: { kind: 'number', unit: 'minutes', step: 1 },
      passwordMinLength: { kind: 'number', unit: 'characters', step: 1 },
      passwordRequireSpecialChar: { kind: 'boolean' },
      passwordRequireNumbers: { kind: 'boolean' },
      passwordRequireUppercase: { kind: 'boolean' },
      phoneVerificationRequired: { kind: 'boolean' },
      emailVerificationRequired: { kind: 'boolean' },
    },
  },
  notifications: {
    icon: Bell,
    groups: [
      { id: 'channels', fields: ['emailNotifications', 'smsNotifications', 'pushNotifications', 'marketingEmails'] },
      {
        id: 'events',
        fields: [
          'bookingConfirmations',
          'paymentNotifications',
          'reviewNotifications',
          'systemAlerts',
          'maintenanceNotifications',
        ],
      },
      { id: 'reports', fields: ['reportInterval', 'notificationRetentionDays'] },
    ],
    fields: {
      emailNotifications: { kind: 'boolean' },
      smsNotifications: { kind: 'boolean' },
      pushNotifications: { kind: 'boolean' },
      marketingEmails: { kind: 'boolean' },
      bookingConfirmations: { kind: 'boolean' },
      paymentNotifications: { kind: 'boolean' },
      reviewNotifications: { kind: 'boolean' },
      systemAlerts: { kind: 'boolean' },
      maintenanceNotifications: { kind: 'boolean' },
      reportInterval: { kind: 'select', options: ['daily', 'weekly', 'monthly'] },
      notificationRetentionDays: { kind: 'number', unit: 'days', step: 1 },
    },
  },
  api: {
    icon: Code,
    groups: [
      { id: 'rateLimits', fields: ['rateLimitPerMinute', 'rateLimitPerHour', 'rateLimitPerDay'] },
      { id: 'cors', fields: ['allowCors', 'corsOrigins'] },
      { id: 'gateway', fields: ['webhookTimeout', 'enableApiLogs', 'apiVersion'] },
    ],
    fields: {
      rateLimitPerMinute: { kind: 'number', unit: 'requests', step: 1 },
      rateLimitPerHour: { kind: 'number', unit: 'requests', step: 1 },
      rateLimitPerDay: { kind: 'number', unit: 'requests', step: 1 },
      allowCors: { kind: 'boolean' },
      corsOrigins: { kind: 'list', placeholder: 'https://partner.example.com' },
      webhookTimeout: { kind: 'number', unit: 'ms', step: 1 },
      enableApiLogs: { kind: 'boolean' },
      apiVersion: { kind: 'text' },
    },
  },
  storage: {
    icon: HardDrive,
    groups: [
      { id: 'uploads', fields: ['maxFileSize', 'allowedImageTypes', 'allowedDocumentTypes', 'cloudStorageProvider'] },
      { id: 'images', fields: ['imageQuality', 'generateThumbnails', 'thumbnailSize'] },
    ],
    fields: {
      maxFileSize: { kind: 'number', unit: 'bytes', step: 1 },
      allowedImageTypes: { kind: 'choices', choices: allowedImageTypes },
      allowedDocumentTypes: { kind: 'choices', choices: allowedDocumentTypes },
      imageQuality: { kind: 'number', step: 1 },
      generateThumbnails: { kind: 'boolean' },
      thumbnailSize: { kind: 'number', unit: 'px', step: 1 },
      cloudStorageProvider: { kind: 'select', options: ['local', 's3'] },
    },
  },
};

type Tree = Record<string, unknown>;

/** Every category's meta in the words of `m` (adminSystem.settings). */
export function settingsMetaIn(m: SettingsWords): SettingsMeta {
  const unit = (u?: Unit) => (u === undefined || u === '%' || u === '₱' ? u : m.units[u]);
  const categories = m.categories as unknown as Record<
    string,
    {
      title: string;
      description: string;
      groups: Record<string, string>;
      fields: Record<string, { label: string; help: string }>;
    }
  >;
  const options = m.options as unknown as Record<string, Record<string, string>>;
  const out: Tree = {};
  for (const [category, shape] of Object.entries(settingsShape) as [string, CategoryShape<SettingsCategory>][]) {
    const words = categories[category];
    const fields: Tree = {};
    for (const [name, f] of Object.entries(shape.fields) as [string, FieldShape][]) {
      const { label, help } = words.fields[name];
      if (f.kind === 'number') fields[name] = { ...f, unit: unit(f.unit), label, help };
      else if (f.kind === 'select')
        fields[name] = {
          kind: 'select',
          label,
          help,
          options: 'literal' in f ? f.literal : f.options.map((value) => ({ value, label: options[name][value] })),
        };
      else fields[name] = { ...f, label, help };
    }
    out[category] = {
      title: words.title,
      description: words.description,
      icon: shape.icon,
      groups: shape.groups.map((g) => ({ title: words.groups[g.id], fields: g.fields })),
      fields,
    };
  }
  return out as SettingsMeta;
}

const metas = new WeakMap<object, SettingsMeta>();

/**
 * The settings' meta in the interface's language, with `fieldLabel` ('Platform fee' for
 * 'platformFeePercentage'; an unknown key is itself), `categoryTitle` and `categoryNoun` (the
 * category inside a sentence: 'financial', but 'API' stays as written).
 */
export function useSettingsMeta() {
  const m = useMessages('adminSystem').settings;
  let meta = metas.get(m);
  if (!meta) metas.set(m, (meta = settingsMetaIn(m)));
  const byCategory = meta as unknown as Record<string, CategoryMeta<SettingsCategory> | undefined>;
  const nouns = m.categories as unknown as Record<string, { noun: string } | undefined>;
  return {
    meta,
    fieldLabel: (category: string, field: string): string =>
      (byCategory[category]?.fields as Record<string, FieldMeta> | undefined)?.[field]?.label ?? field,
    categoryTitle: (category: string): string =>
      category === 'all' ? m.history.allCategories : (byCategory[category]?.title ?? category),
    categoryNoun: (category: string): string => nouns[category]?.noun ?? category,
  };
}
export type SettingsMetaWords = ReturnType<typeof useSettingsMeta>;
