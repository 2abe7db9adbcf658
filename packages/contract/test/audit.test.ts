import { describe, expect, it } from 'vitest';
import { AuditActor, AuditEntriesQuery, AuditEntry, AuditFacets, AuditStaffMember, EntityHistory, HISTORY_KINDS, HISTORY_LIMIT, HistoryParams, AUDIT_ENTITY_TYPES, auditEntityType } from '../src/audit';
import { PERMISSIONS } from '../src/permissions';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

const entry = {
  id: 41,
  actor: { id: 1, email: 'admin@demo.taxi', name: 'Demo Admin' },
  action: 'status',
  entityType: 'BankTransfer',
  entityId: '7',
  before: { status: 0, amount: 12_345 },
  after: { status: 2, amount: 12_345, balanceAfter: 37_655 },
  createdAt: '2026-07-15T09:30:00.000Z',
};

describe('audit log (issue 24 item 4)', () => {
  it('list query: every filter, empty meaning none, newest first with no sort to choose', () => {
    expect(parsed(AuditEntriesQuery, {})).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(parsed(AuditEntriesQuery, { actorId: '', entityType: '', entityId: '', action: '', dateFrom: '', dateTo: '' })).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(parsed(AuditEntriesQuery, { actorId: '3', entityType: 'BankTransfer', entityId: ' 7 ', action: 'auth.sign_in', dateFrom: '2026-03-29', dateTo: '2026-03-29', pageSize: '25' })).toEqual({
      pageNumber: 1, pageSize: 25, actorId: 3, entityType: 'BankTransfer', entityId: '7', action: 'auth.sign_in', dateFrom: '2026-03-29', dateTo: '2026-03-29',
    });
    expect(parsed(AuditEntriesQuery, { sort: 'created' })).not.toHaveProperty('sort');
  });

  it('list query: codes of letters, digits and _ . : - up to 64; ids up to 254 characters', () => {
    for (const code of ['status', 'auth.sign_in_failed', 'document-status', 'ns:thing', 'A1', 'x'.repeat(64)]) {
      expect(parsed(AuditEntriesQuery, { action: code, entityType: code }).action, code).toBe(code);
    }
    for (const code of ['drop table', 'user\u0007', 'a/b', 'é', 'x'.repeat(65), ' ']) {
      expect(accepts(AuditEntriesQuery, { action: code }), `action ${JSON.stringify(code)}`).toBe(false);
      expect(accepts(AuditEntriesQuery, { entityType: code }), `entityType ${JSON.stringify(code)}`).toBe(false);
    }
    expect(issuesOf(AuditEntriesQuery, { action: 'a b' })).toEqual(['action: Use letters, digits and _ . : -']);
    expect(parsed(AuditEntriesQuery, { entityType: 'user', entityId: 'x'.repeat(254) }).entityId).toHaveLength(254);
    expect(parsed(AuditEntriesQuery, { entityType: 'user', entityId: 'nobody@test.taxi' }).entityId).toBe('nobody@test.taxi');
    for (const id of ['x'.repeat(255), '   ', 'a\u0000b']) expect(accepts(AuditEntriesQuery, { entityType: 'user', entityId: id }), JSON.stringify(id)).toBe(false);
  });

  it('list query: an entity id needs its type; an end day before the start day is refused on dateTo', () => {
    expect(issuesOf(AuditEntriesQuery, { entityId: '7' })).toEqual(['entityType: Choose the entity type of this id']);
    expect(accepts(AuditEntriesQuery, { entityType: 'user' })).toBe(true);
    expect(issuesOf(AuditEntriesQuery, { dateFrom: '2026-03-02', dateTo: '2026-03-01' })).toEqual(['dateTo: The end date must not be before the start date']);
    expect(accepts(AuditEntriesQuery, { dateFrom: '2026-03-02' })).toBe(true);
    expect(accepts(AuditEntriesQuery, { dateTo: '2026-03-01' })).toBe(true);
    for (const bad of [{ actorId: '0' }, { actorId: '-1' }, { actorId: '2147483648' }, { actorId: 'me' }, { dateFrom: '2026-02-30' }, { dateTo: '2026-03-01T00:00:00Z' }, { pageSize: '101' }]) {
      expect(accepts(AuditEntriesQuery, bad), JSON.stringify(bad)).toBe(false);
    }
    expect(parsed(AuditEntriesQuery, { actorId: '2147483647' }).actorId).toBe(2_147_483_647);
  });

  it('entry: who, what, when, and both sides as recorded (any JSON, null when absent)', () => {
    expect(parsed(AuditEntry, entry)).toEqual(entry);
    for (const key of ['id', 'actor', 'action', 'entityType', 'entityId', 'createdAt'] as const) {
      const { [key]: _left, ...rest } = entry;
      expect(accepts(AuditEntry, rest), `without ${key}`).toBe(false);
      expect(accepts(AuditEntry, { ...entry, [key]: Symbol('wrong type') }), `${key} of a wrong type`).toBe(false);
    }
    expect(accepts(AuditEntry, { ...entry, id: 1.5 })).toBe(false);
    for (const side of [null, 'text', 3, [1, 2], { nested: { deep: true } }]) expect(parsed(AuditEntry, { ...entry, before: side, after: side }).after).toEqual(side);
  });

  it('actor: an account or none, a name or none', () => {
    expectShape(AuditActor, { id: 1, email: 'admin@demo.taxi', name: 'Demo Admin' });
    expect(parsed(AuditActor, { id: null, email: 'nobody@test.taxi', name: null })).toEqual({ id: null, email: 'nobody@test.taxi', name: null });
    expect(accepts(AuditActor, { id: 1.5, email: 'a', name: null })).toBe(false);
  });

  it('facets, staff and History answers carry every field', () => {
    const member = { id: 1, email: 'admin@demo.taxi', name: 'Demo Admin', role: 'Admin' };
    expectShape(AuditStaffMember, member);
    expect(accepts(AuditStaffMember, { ...member, id: 1.5 })).toBe(false);
    expectShape(AuditFacets, { actions: ['status'], entityTypes: ['banktransfer'], staff: [member] });
    expect(accepts(AuditFacets, { actions: [1], entityTypes: [], staff: [] })).toBe(false);
    expect(accepts(AuditFacets, { actions: [], entityTypes: [2], staff: [] })).toBe(false);
    expectShape(EntityHistory, { entries: [entry], hasMore: false });
    expect(accepts(EntityHistory, { entries: [{ ...entry, id: 'x' }], hasMore: false })).toBe(false);
  });

  it('History: the four details screens, each read with its own read permission, at most 20 entries, a plain id', () => {
    expect(HISTORY_KINDS).toEqual({ user: 'users.read', vehicle: 'vehicles.read', bankTransfer: 'transfers.read', tripType: 'tripTypes.read' });
    for (const permission of Object.values(HISTORY_KINDS)) expect(PERMISSIONS).toContain(permission);
    expect(HISTORY_LIMIT).toBe(20);
    expect(parsed(HistoryParams, { entityId: '12' })).toEqual({ entityId: 12 });
    for (const bad of ['0', '01', 'abc', '2147483648']) expect(accepts(HistoryParams, { entityId: bad }), bad).toBe(false);
  });

  it('names each recorded entity type in one spelling, and finds it from any case', () => {
    expect(AUDIT_ENTITY_TYPES).toEqual(['User', 'Vehicle', 'Document', 'BankTransfer', 'TripType', 'AppSettings', 'BankFile', 'Booking']);
    for (const type of AUDIT_ENTITY_TYPES) {
      expect(auditEntityType(type.toLowerCase())).toBe(type);
      expect(auditEntityType(type.toUpperCase())).toBe(type);
      expect(auditEntityType(type)).toBe(type);
    }
    expect(auditEntityType('banktransfer')).toBe('BankTransfer');
    expect(auditEntityType('Paging')).toBe('Paging');
    expect(auditEntityType('users')).toBe('users');
  });
});
