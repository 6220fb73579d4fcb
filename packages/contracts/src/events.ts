/**
 * Domain events: what changed in a tenant's business, announced after commit by the database's
 * change feed (migration 0016, `app_tenant_table(table, entity)`) to every server instance.
 * Remembered answers forget what an event makes stale; realtime will forward them to screens.
 */

/** The entities whose tables announce their changes; a table names one in its migration. */
export const DOMAIN_ENTITIES = [
  'appointment',
  'client',
  'client_note',
  'lead',
  'crm_settings',
  'establishment',
  'establishment_member',
  'user',
  'resource',
  'service',
  'service_staff',
  'staff_profile',
  'staff_hours',
  'staff_schedule_override',
  'staff_time_off',
  'notification',
  'notification_settings',
  'message',
  'product',
  'supplier',
  'inventory_order',
  'ticket',
  'transaction',
  'transaction_item',
  'transaction_tip',
  'transaction_refund',
  'transaction_refund_line',
  'drawer_session',
  'register_settings',
  'employee',
  'time_off_request',
  'leave_entry',
  'training_module',
  'training_progress',
  'certification',
  'time_clock_shift',
  'pay_run',
  'waitlist_entry',
  'walk_in_visit',
  'internal_request',
  'commission_plan',
  'overtime_rule',
  'drawer_movement',
  'stock_movement',
  'staff_audit_entry',
  'bank_account',
  'bank_statement_import',
  'bank_line',
  'bank_reconciliation',
  'bank_plaid_item',
  'sales_day',
  'client_consent',
  'automation_setting',
  'automation_send',
  'segment',
  'social_post',
  'campaign',
  'assistant_thread',
] as const;
export type DomainEntity = (typeof DOMAIN_ENTITIES)[number];

export const DOMAIN_CHANGES = ['created', 'updated', 'deleted'] as const;
export type DomainChange = (typeof DOMAIN_CHANGES)[number];

/** e.g. 'appointment.created', 'client.updated'. */
export type DomainEventType = `${DomainEntity}.${DomainChange}`;

/** One statement's change to one entity in one tenant. */
export interface DomainEvent {
  type: DomainEventType;
  entity: DomainEntity;
  change: DomainChange;
  tenantId: string;
  /** The changed rows' ids, or null when there were many (or the table has no id): read again. */
  ids: string[] | null;
  /** The establishments the rows belong to, or null when the entity has none (or too many). */
  establishmentIds: string[] | null;
  /**
   * Whose time and which hours the change touched, for entities that hold staff time
   * (appointments): the staff of the rows before and after (null: too many) and the span from
   * the earliest start to the latest end, epoch ms. Absent: the change may touch anything.
   */
  scope?: ChangeScope;
  /**
   * For tickets: the visits whose tickets changed ([]: tickets of no visit, such as a walk-in
   * sale's; null: too many). Absent: the change may touch any visit.
   */
  visitKeys?: string[] | null;
}

/** The staff and the stretch of time a change touched (DomainEvent.scope). */
export interface ChangeScope {
  staffIds: string[] | null;
  from: number;
  to: number;
}

/**
 * Socket.IO event names (spec core.md §7 "Real-time socket", operations.md §7). Sent by the
 * server only; what a client sends is listed with the messaging events.
 */
export const SOCKET_EVENTS = {
  /** A domain event forwarded to the screens of its establishments (or tenant): read again. */
  entityChanged: 'entity:changed',
  userConnected: 'user:connected',
  userDisconnected: 'user:disconnected',
  notificationNew: 'notification:new',
  notificationRead: 'notification:read',
  /** Not in the spec's list: a notification cleared in one tab leaves the others too. */
  notificationCleared: 'notification:cleared',
} as const;

/**
 * Entities that belong to one person: never forwarded to a tenant's or location's sockets (an
 * assistant thread's id and when it changed are its author's business alone; issue #33).
 */
export const PERSONAL_ENTITIES: readonly DomainEntity[] = [
  'notification',
  'notification_settings',
  'message',
  'assistant_thread',
];

/**
 * Entities announced only so that the server forgets remembered answers (a sale's items, tips
 * and refunds): never forwarded to screens, which hear of the sale once, from its transaction.
 */
export const SERVER_ONLY_ENTITIES: readonly DomainEntity[] = [
  'transaction_item',
  'transaction_tip',
  'transaction_refund',
  'transaction_refund_line',
];

/** Path of the Socket.IO endpoint, on the same port as the API. */
export const SOCKET_PATH = '/socket.io';

/** Payload of `entity:changed`: which rows changed, never their contents. */
export type EntityChangedPayload = Pick<
  DomainEvent,
  'entity' | 'change' | 'ids' | 'establishmentIds' | 'visitKeys'
>;

/** Payload of `user:connected` / `user:disconnected` (presence within a tenant). */
export interface PresencePayload {
  userId: string;
}
