import { Anchor, Text } from '@mantine/core';
import type { AuditEntry } from '@taxi/contract';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useAuditLabels } from './use-audit-labels';

/** The details page of each entity type that has one, by lower-cased type. */
const DETAILS: Record<string, (id: number) => string> = {
  user: paths.users.details.getHref,
  vehicle: paths.vehicles.details.getHref,
  banktransfer: paths.transfers.details.getHref,
  triptype: paths.tripTypes.details.getHref,
  trip: paths.trips.details.getHref,
};

/** Where an entry's entity is shown: its details page (a numeric id), the settings page, or nowhere (a document, a name typed at sign-in). */
export function entityHref(entityType: string, entityId: string): string | undefined {
  const type = entityType.toLowerCase();
  if (type === 'appsettings') return paths.appSettings.getHref();
  const details = DETAILS[type];
  return details && /^[1-9]\d{0,9}$/.test(entityId) ? details(Number(entityId)) : undefined;
}

/** 'Payout #12' as a link to the payout, or as text when the entity has no page. */
export function AuditEntityLink({ entry }: { entry: Pick<AuditEntry, 'entityType' | 'entityId'> }) {
  const labels = useAuditLabels();
  const href = entityHref(entry.entityType, entry.entityId);
  const text = labels.entity(entry);
  if (!href) return <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>{text}</Text>;
  return <Anchor component={Link} to={href} size="sm" style={{ overflowWrap: 'anywhere' }}>{text}</Anchor>;
}
