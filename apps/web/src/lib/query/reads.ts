/**
 * The entities the answers of shared endpoints are built from, for `meta.reads`: a live change
 * of one refetches the queries declaring it (entity-changes.ts). Where the server remembers an
 * answer, its list is in contracts (answer-reads.ts), which the server's `answerReads` use too.
 */
import { AVAILABILITY_READS, type DomainEntity } from '@daybook/contracts';

/** A location's staff list. */
export const STAFF_READS: readonly DomainEntity[] = ['establishment_member', 'user', 'staff_profile'];

/** A location's service catalogue with who performs each. */
export const SERVICE_READS: readonly DomainEntity[] = ['service', 'service_staff'];

/** A location's rooms and equipment. */
export const RESOURCE_READS: readonly DomainEntity[] = ['resource'];

/** Approved leave drawn on the calendar. */
export const TIME_OFF_BLOCK_READS: readonly DomainEntity[] = [
  'time_off_request',
  'leave_entry',
  'staff_time_off',
  'user',
];

/** A location's sales (the transactions list, its summary and the drawer's takings). */
export const TRANSACTION_READS: readonly DomainEntity[] = ['transaction', 'user', 'client'];

/** One client's record page (details, notes, visits, spend). */
export const CLIENT_RECORD_READS: readonly DomainEntity[] = [
  'client',
  'client_note',
  'appointment',
  'transaction',
  'crm_settings',
];

/**
 * The CRM client list answer (CRM_ENDPOINTS.listClients): clients, their location and preferred
 * stylist, figures from their visits and payments, and loyalty points from the tenant's rule.
 */
export const CLIENT_LIST_READS: readonly DomainEntity[] = [
  'client',
  'establishment',
  'user',
  'appointment',
  'transaction',
  'crm_settings',
];

/** A location's walk-in queue: the visits, the appointments they become, who serves them and what. */
export const WALK_IN_READS: readonly DomainEntity[] = ['walk_in_visit', 'appointment', 'user', 'service'];

/**
 * A location's ticket list: the tickets (their lines and client name are copied onto them), the
 * transaction that paid each, and the staff's names.
 */
export const TICKET_LIST_READS: readonly DomainEntity[] = ['ticket', 'transaction', 'user'];

/**
 * A location's waitlist queue: entries and their offers, staff names, and each entry's wait
 * estimate from today's openings (availability's reads, the location's time zone among them).
 */
export const WAITLIST_READS: readonly DomainEntity[] = [...AVAILABILITY_READS, 'waitlist_entry'];

/** The product list answer (INVENTORY_ENDPOINTS.products): products, their stock, their supplier's name. */
export const PRODUCT_LIST_READS: readonly DomainEntity[] = ['product', 'supplier'];
