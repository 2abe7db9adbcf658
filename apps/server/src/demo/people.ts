import { type Role, USER_DOCUMENT_TYPES, VerificationStatus } from '@taxi/contract';
import type { Random } from '../lib/random';
import { avatarUrl } from '../media/media-urls';
import { AVATAR_TONES } from '../media/palette';
import { DAY_MS, HOUR_MS, MINUTE_MS, earliest, minus, plus } from './demo-clock';
import type { DemoContext, DemoCustomer, DemoDriver, DemoUser } from './demo-types';
import { streetAddress } from './geography';
import { type NameOptions, type PersonName, emailLocalPart, initialsOf, mobileNumber, pickName } from './names';
import { PERSONAL_EMAIL_DOMAINS, STAFF_EMAIL_DOMAIN } from './operator-settings';
import { TOWNS } from './towns';
import { type VerificationPlan, planVerification, verificationMix } from './verification';


const BANKS = ['Kıbrıs Türk Kooperatif Merkez Bankası', 'Creditwest Bank', 'Near East Bank', 'Türkiye İş Bankası', 'Ziraat Bankası', 'Garanti BBVA'];
const HOME_TOWNS = TOWNS.filter((town) => town.streets.length > 0);

interface PersonSpec {
  role: Role;
  nameOptions: NameOptions;
  status: VerificationStatus;
  /** Registered this many days ago, by verification status. */
  registeredDaysAgo: (status: VerificationStatus) => number;
  rating: (status: VerificationStatus) => number | null;
  documents: typeof USER_DOCUMENT_TYPES;
}

function uniqueEmail(random: Random, name: PersonName, role: Role, taken: Set<string>): string {
  const domain = role === 'Admin' ? STAFF_EMAIL_DOMAIN : random.pick(PERSONAL_EMAIL_DOMAINS);
  const local = emailLocalPart(name);
  let email = role !== 'Admin' && random.chance(0.5) ? `${local}${random.int(1, 99)}@${domain}` : `${local}@${domain}`;
  for (let suffix = 2; taken.has(email); suffix++) email = `${local}${suffix}@${domain}`;
  taken.add(email);
  return email;
}

function planPerson(context: DemoContext, spec: PersonSpec, emails: Set<string>): DemoUser {
  const { random, now } = context;
  const name = pickName(random, spec.nameOptions);
  const registered = minus(now, spec.registeredDaysAgo(spec.status) * DAY_MS + random.int(1, 20) * HOUR_MS);
  const submitted = earliest(plus(registered, random.int(10, 2 * 24 * 60) * MINUTE_MS), minus(now, 30 * MINUTE_MS));
  const verification: VerificationPlan = planVerification(random, spec.status, spec.documents, submitted, now);
  const fresh = spec.status === VerificationStatus.Pending;
  return {
    id: 0,
    name,
    verification,
    row: {
      id: 0,
      email: uniqueEmail(random, name, spec.role, emails),
      password_hash: context.passwordHash,
      role: spec.role,
      first_name: name.firstName,
      last_name: name.lastName,
      phone_number: mobileNumber(random),
      phone_number_confirmed: random.chance(fresh ? 0.4 : 0.8),
      email_confirmed: random.chance(fresh ? 0.5 : 0.9),
      address: streetAddress(random, random.weighted(HOME_TOWNS, (town) => town.weight)).formattedAddress,
      photo_url: random.chance(0.82) ? avatarUrl(initialsOf(name), random.int(0, AVATAR_TONES.length - 1)) : null,
      rating: spec.rating(spec.status),
      balance: 0,
      verification_status: verification.status,
      verified_until: verification.verifiedUntil,
      rejection_reason: verification.rejectionReason,
      registration_date: registered,
      iban: null,
    },
  };
}

type Draw = () => number;
const byStatus = (approved: Draw, pending: Draw, rejected: Draw) => (status: VerificationStatus) =>
  (status === VerificationStatus.Approved ? approved : status === VerificationStatus.Pending ? pending : rejected)();

/** One person per status, each followed by what their role adds (drawn right after the person). */
function planPeople<Extra>(
  context: DemoContext,
  emails: Set<string>,
  statuses: readonly VerificationStatus[],
  spec: Omit<PersonSpec, 'status'>,
  extra: () => Extra,
): (DemoUser & Extra)[] {
  return statuses.map((status) => ({ ...planPerson(context, { ...spec, status }, emails), ...extra() }));
}

export function planCustomers(context: DemoContext, emails: Set<string>): DemoCustomer[] {
  const { random, size } = context;
  return planPeople(context, emails, verificationMix(random, size.customers, size.pendingCustomers, size.rejectedCustomers), {
    role: 'Customer',
    nameOptions: { english: 0.25, female: 0.5 },
    registeredDaysAgo: byStatus(() => Math.round(20 + 980 * random.next() ** 1.5), () => random.int(0, 14), () => random.int(5, 300)),
    rating: () => (random.chance(0.1) ? null : Math.round(random.normal(4.75, 0.3, 2.8, 5) * 10) / 10),
    documents: ['IdentityCard'],
  }, () => ({
    cardShare: random.float(0.1, 0.95),
    card: {
      brand: random.weighted(['Visa', 'Mastercard', 'Troy'] as const, (brand) => ({ Visa: 50, Mastercard: 35, Troy: 15 })[brand]),
      last4: random.string('0123456789', 4),
    },
  }));
}

export function planDrivers(context: DemoContext, emails: Set<string>): DemoDriver[] {
  const { random, size } = context;
  return planPeople(context, emails, verificationMix(random, size.drivers, size.pendingDrivers, size.rejectedDrivers), {
    role: 'Driver',
    nameOptions: { english: 0.08, female: 0.12 },
    registeredDaysAgo: byStatus(() => random.int(120, 1400), () => random.int(1, 20), () => random.int(10, 200)),
    rating: (status) => (status === VerificationStatus.Approved ? Math.round(random.normal(4.6, 0.25, 3.4, 5) * 100) / 100 : null),
    documents: USER_DOCUMENT_TYPES,
  }, () => ({
    activity: random.normal(1, 0.35, 0.25, 1.8),
    vehicles: [] as DemoDriver['vehicles'],
    bank: random.pick(BANKS),
  }));
}

export function planAdmins(context: DemoContext, emails: Set<string>): DemoUser[] {
  const { random, size } = context;
  const statuses = Array<VerificationStatus>(size.admins).fill(VerificationStatus.Approved);
  return planPeople(context, emails, statuses, {
    role: 'Admin',
    nameOptions: { english: 0.2, female: 0.5 },
    registeredDaysAgo: () => random.int(200, 1000),
    rating: () => null,
    documents: [],
  }, () => ({}));
}
