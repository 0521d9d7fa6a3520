/**
 * The account routes' answers as the server sends them, typed by their contracts (`src/api/account.ts`):
 * a test names only what it is about and the rest is a valid answer, so the client's contract check
 * passes for the right reason.
 */
import type { ResponseOf } from '../api/contract';
import type {
  AccountChangeAnswer,
  AccountDeviceAnswer,
  getEventHistory,
  getUserNotifications,
  getUserProperties,
  MobileCodeSentAnswer,
  unsubscribeMember,
  UndoneAccountChangeAnswer,
} from '../api/account';

type Properties = ResponseOf<typeof getUserProperties>;
type NotificationPage = ResponseOf<typeof getUserNotifications>;
type HistoryPage = ResponseOf<typeof getEventHistory>;

export const userProperties = (overrides: Partial<Properties> = {}): Properties => ({
  subscribed: false,
  marketing_opt_in_at: null,
  signed_up_at: '2025-11-20T10:00:00.000Z',
  last_signed_in_at: '2025-11-20T10:00:00.000Z',
  notification_count: 0,
  unseen_notification_count: 0,
  event_history_count: 0,
  staff: false,
  ...overrides,
});

export const notificationPage = (overrides: Partial<NotificationPage> = {}): NotificationPage => ({
  items: [],
  total: 0,
  limit: 5,
  offset: 0,
  has_more: false,
  unseen_count: 0,
  all_count: 0,
  latest_created_at: null,
  new_as_of: null,
  ...overrides,
});

export const historyPage = (overrides: Partial<HistoryPage> = {}): HistoryPage => ({
  items: [],
  total: 0,
  limit: 5,
  offset: 0,
  has_more: false,
  ...overrides,
});

export const mobileCodeSent = (overrides: Partial<MobileCodeSentAnswer> = {}): MobileCodeSentAnswer => ({
  status: 'code_sent',
  next_step: 'verify_mobile_change',
  channel: 'sms',
  expires_in_seconds: 600,
  mobile_number: '+61498765432',
  expires_at: '2025-11-20T10:10:00.000Z',
  ...overrides,
});

export const accountDevice = (overrides: Partial<AccountDeviceAnswer> = {}): AccountDeviceAnswer => ({
  id: 'device-1',
  name: 'Firefox on Windows',
  signed_in_at: '2025-11-20T10:00:00.000Z',
  last_seen_at: '2025-11-20T10:00:00.000Z',
  this_device: false,
  ...overrides,
});

export const accountChange = (overrides: Partial<AccountChangeAnswer> = {}): AccountChangeAnswer => ({
  kind: 'mobile',
  changed_at: '2025-11-20T10:00:00.000Z',
  undo_until: '2025-11-27T10:00:00.000Z',
  undone: false,
  ...overrides,
});

export const undoneAccountChange = (
  overrides: Partial<UndoneAccountChangeAnswer> = {},
): UndoneAccountChangeAnswer => ({ ...accountChange({ undone: true }), signed_out_devices: 0, ...overrides });

type SubscriptionAnswer = ResponseOf<typeof unsubscribeMember>;

export const subscription = (overrides: Partial<SubscriptionAnswer> = {}): SubscriptionAnswer => ({
  list: 'newsletter',
  subscribed: false,
  marketing_opt_in_at: null,
  ...overrides,
});
