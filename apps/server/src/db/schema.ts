import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '@taxi/contract';
import type { InsightSlotsTable, OnlineDriverSamplesTable } from './schema-insight';

/** Timestamps come back as Date; we write Date or ISO strings. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp column that may be null and starts null. */
type OptionalTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | null, string | null>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: Role;
  first_name: string;
  last_name: string;
  phone_number: Generated<string>;
  phone_number_confirmed: Generated<boolean>;
  email_confirmed: Generated<boolean>;
  address: Generated<string>;
  photo_url: string | null;
  rating: number | null;
  balance: Generated<number>;
  verification_status: Generated<number>;
  verified_until: Timestamp | null;
  rejection_reason: string | null;
  registration_date: DefaultTimestamp;
  /** Bumped to end every token issued before (sign-out, password or role change, deletion). */
  token_version: Generated<number>;
  /** Set when the user was deleted: the row stays, anonymised, so money records still add up. */
  deleted_at: Timestamp | null;
  /** Set while a staff member is deactivated (issue 24): no sign-in, no token works. */
  deactivated_at: Timestamp | null;
  /** The last successful sign-in (the staff screen). */
  last_sign_in_at: Timestamp | null;
  /** The driver's bank account for payouts, ISO 13616 electronic form (migration 0016). */
  iban: Generated<string | null>;
}

export interface TripTypesTable {
  id: Generated<number>;
  type_name: string;
  description: string;
  number_of_passengers: number;
  system_percentage: number;
  base_fare: number;
  per_km_fare: number;
  per_minute_fare: number;
  cancellation_surcharge: number;
  night_surcharge: number;
  peak_time_surcharge: number;
  last_modified_date: DefaultTimestamp;
}

export interface VehiclesTable {
  id: Generated<number>;
  user_id: number;
  trip_type_id: number;
  brand: string;
  model: string;
  year: number;
  color: string;
  plate: string;
  number_of_seats: number;
  image_url: string | null;
  verification_status: Generated<number>;
  verified_until: Timestamp | null;
  rejection_reason: string | null;
  created_at: DefaultTimestamp;
}

export interface DocumentsTable {
  id: Generated<number>;
  user_id: number | null;
  vehicle_id: number | null;
  document_type: string;
  document_url: string;
  document_status: Generated<number>;
  rejection_reason: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** When an approved document stops being valid (migration 0015); null: it does not expire. */
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface TripsTable {
  id: Generated<number>;
  customer_id: number | null;
  driver_id: number | null;
  vehicle_id: number | null;
  trip_type_id: number;
  status: number;
  payment_method: 'Cash' | 'Card';
  start_time: Timestamp;
  end_time: Timestamp | null;
  distance_meters: Generated<number>;
  duration_seconds: Generated<number>;
  fare: Generated<number>;
  vehicle_snapshot: Json;
}

export interface TripPlacesTable {
  id: Generated<number>;
  trip_id: number;
  place_order: number;
  name: string;
  poi_name: string | null;
  formatted_address: string;
  latitude: number;
  longitude: number;
}

/** One kept point of a trip's driven track (migration 0023, docs/trip-replay.md). */
export interface TripTrackPointsTable {
  trip_id: number;
  recorded_at: Timestamp;
  latitude: number;
  longitude: number;
}

/** One message of a trip's thread between the dispatch desk and the trip's driver (migration 0021). */
export interface TripMessagesTable {
  id: Generated<number>;
  trip_id: number;
  author_id: number | null;
  author_role: 'dispatcher' | 'driver';
  body: string;
  sent_at: DefaultTimestamp;
}

export interface PaymentsTable {
  id: Generated<number>;
  trip_id: number | null;
  user_id: number | null;
  provider_payment_id: string | null;
  amount: number;
  currency: Generated<string>;
  status: string;
  payment_type: Generated<string>;
  method: 'Cash' | 'Card';
  card_brand: string | null;
  card_last4: string | null;
  date_created: DefaultTimestamp;
}

export interface BankTransfersTable {
  id: Generated<number>;
  user_id: number | null;
  amount: number;
  description: Generated<string>;
  status: Generated<number>;
  rejected_reason: string | null;
  date_created: DefaultTimestamp;
  last_modified_date: DefaultTimestamp;
  /** Four-eyes (migration 0016): who gave the first and the second approval, and when. */
  first_approved_by: Generated<number | null>;
  first_approved_at: OptionalTimestamp;
  second_approved_by: Generated<number | null>;
  second_approved_at: OptionalTimestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number | null;
  amount: number;
  kind: 'CardTripCredit' | 'CashTripCommission' | 'Payout' | 'Adjustment';
  trip_id: number | null;
  bank_transfer_id: number | null;
  description: Generated<string>;
  created_at: DefaultTimestamp;
}

export interface AppSettingsTable {
  id: Generated<number>;
  night_time_from: string;
  night_time_to: string;
  transfer_from_name: string;
  tranfer_from_email: string;
  transfer_from_phone: string;
  transfer_from_address: string;
  last_modified_date: DefaultTimestamp;
  /** Admin and Finance must have a second factor (migration 0012). */
  two_factor_required_for_admin_and_finance: Generated<boolean>;
  /** Completing a payout above this (kuruş) needs two approvals; 0 turns it off (migration 0016). */
  payout_second_approval_threshold: Generated<number>;
  /** The sender of the bank payout file (migration 0016). */
  transfer_from_iban: Generated<string | null>;
  transfer_from_bic: Generated<string | null>;
  /** The dispatch desk's offer time, tries and scheduling lead (migration 0020). */
  dispatch_offer_seconds: Generated<number>;
  dispatch_max_tries: Generated<number>;
  dispatch_lead_minutes: Generated<number>;
}

/** A trip booked by a dispatcher (migration 0020, docs/dispatch.md). */
export interface BookingsTable {
  trip_id: number;
  booked_by: number;
  created_at: DefaultTimestamp;
  scheduled_for: Timestamp | null;
  dispatch_at: Timestamp | null;
  dispatch_state: 'scheduled' | 'searching' | 'offered' | 'noDriver';
  tries: Generated<number>;
  round_started_at: DefaultTimestamp;
  waiting_since: DefaultTimestamp;
  cancel_reason: string | null;
}

/** One offer of a booking to a driver; `answer` null while it waits (migration 0020). */
export interface DispatchOffersTable {
  id: Generated<number>;
  trip_id: number;
  driver_id: number;
  offered_at: DefaultTimestamp;
  expires_at: Timestamp;
  distance_meters: Generated<number>;
  answer: 'accepted' | 'declined' | 'expired' | 'withdrawn' | null;
  answered_at: Timestamp | null;
}

export interface BankFilesTable {
  id: Generated<number>;
  message_id: string;
  created_at: DefaultTimestamp;
  created_by: number;
  debtor_name: string;
  debtor_iban: string;
  debtor_bic: string;
  number_of_transactions: number;
  control_sum: number;
}

export interface BankFileItemsTable {
  bank_file_id: number;
  bank_transfer_id: number;
  end_to_end_id: string;
  amount: number;
  creditor_name: string;
  creditor_iban: string;
}

export interface StatementImportsTable {
  id: Generated<number>;
  bank_file_id: number;
  created_at: DefaultTimestamp;
  created_by: number;
  format: 'camt053' | 'csv';
  content_sha256: string;
  completed_count: number;
  rejected_count: number;
  already_settled_count: number;
  unmatched_count: number;
  mismatched_count: number;
  report: Json;
}

/** A staff member's TOTP secret (migration 0012): encrypted, enabled by the first code, each step used once. */
export interface UserTwoFactorTable {
  user_id: number;
  /** AES-256-GCM under TWO_FACTOR_KEY (modules/auth/two-factor/secret-box.ts), never the base32 text. */
  secret_encrypted: string;
  /** null while enrolment waits for its first code. */
  enabled_at: Timestamp | null;
  /** The last accepted TOTP time step (floor(unix seconds / 30)); a code of that step or earlier is refused. */
  last_used_step: number | null;
  created_at: DefaultTimestamp;
}

/** One-time recovery codes as keyed hashes (migration 0012). */
export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface PeakTimesTable {
  id: Generated<number>;
  peak_time_from: string;
  peak_time_to: string;
  position: Generated<number>;
}

export interface AuditEntriesTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Json;
  after: Json;
  created_at: DefaultTimestamp;
}

export interface DriverPresenceTable {
  driver_id: number;
  online: Generated<boolean>;
  latitude: number | null;
  longitude: number | null;
  updated_at: DefaultTimestamp;
}

/** The net changes of the dashboard's counts, one row per statement that changed them (migration 0010, written by triggers only). */
export interface DashboardCountChangesTable {
  id: Generated<number>;
  drivers: Generated<number>;
  customers: Generated<number>;
  admins: Generated<number>;
  pending_drivers: Generated<number>;
  pending_customers: Generated<number>;
  pending_vehicles: Generated<number>;
  pending_payouts: Generated<number>;
  pending_payouts_amount: Generated<number>;
}

/** One recurring job of the runner (migration 0014, modules/jobs). */
export interface JobsTable {
  name: string;
  due_at: DefaultTimestamp;
  runs: Generated<number>;
  last_run_at: Timestamp | null;
  last_error: string | null;
  last_error_at: Timestamp | null;
}

/** One notification: a fact for the staff roles whose work it is (migration 0014). */
export interface NotificationsTable {
  id: Generated<number>;
  kind: string;
  entity_type: string;
  entity_id: number;
  period: Generated<string>;
  target_kind: string;
  target_id: number;
  roles: ColumnType<string[], string[], string[]>;
  params: ColumnType<Record<string, string | number | null>, string, string>;
  created_at: DefaultTimestamp;
}

export interface NotificationReadMarksTable {
  user_id: number;
  read_up_to: Generated<number>;
}

export interface NotificationReadsTable {
  user_id: number;
  notification_id: number;
  read_at: DefaultTimestamp;
}

export interface DB {
  users: UsersTable;
  trip_types: TripTypesTable;
  vehicles: VehiclesTable;
  documents: DocumentsTable;
  trips: TripsTable;
  trip_places: TripPlacesTable;
  trip_track_points: TripTrackPointsTable;
  trip_messages: TripMessagesTable;
  payments: PaymentsTable;
  bank_transfers: BankTransfersTable;
  ledger_entries: LedgerEntriesTable;
  app_settings: AppSettingsTable;
  peak_times: PeakTimesTable;
  audit_entries: AuditEntriesTable;
  driver_presence: DriverPresenceTable;
  dashboard_count_changes: DashboardCountChangesTable;
  user_two_factor: UserTwoFactorTable;
  user_recovery_codes: UserRecoveryCodesTable;
  jobs: JobsTable;
  notifications: NotificationsTable;
  notification_read_marks: NotificationReadMarksTable;
  notification_reads: NotificationReadsTable;
  bank_files: BankFilesTable;
  bank_file_items: BankFileItemsTable;
  statement_imports: StatementImportsTable;
  insight_slots: InsightSlotsTable;
  online_driver_samples: OnlineDriverSamplesTable;
  bookings: BookingsTable;
  dispatch_offers: DispatchOffersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type TripTypeRow = Selectable<TripTypesTable>;
export type VehicleRow = Selectable<VehiclesTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type TripRow = Selectable<TripsTable>;
export type BankTransferRow = Selectable<BankTransfersTable>;
