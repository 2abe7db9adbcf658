import type { AuditFacets } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from '@/components/data-table';
import type { AuditUrlParams } from './audit-list-params';
import { useAuditLabels } from './use-audit-labels';

export type AuditFilterValues = Pick<AuditUrlParams, 'actorId' | 'entityType' | 'entityId' | 'action' | 'dateFrom' | 'dateTo'>;

/** Every filter of the audit log reset at once ('Clear all'). */
export const NO_AUDIT_FILTERS: AuditFilterValues = { actorId: undefined, entityType: undefined, entityId: undefined, action: undefined, dateFrom: undefined, dateTo: undefined };

/** The staff member's name from the filter's choices once known, else `#id`. */
export const staffName = (facets: AuditFacets | undefined, id: number) => facets?.staff.find((member) => member.id === id)?.name ?? `#${id}`;

/** The audit log's selected filters as removable chips (codes by their labels). */
export function useAuditFilterChips(value: AuditFilterValues, onChange: (patch: Partial<AuditFilterValues>) => void, facets: AuditFacets | undefined): FilterChip[] {
  const { t } = useTranslation('audit');
  const labels = useAuditLabels();
  const chips: FilterChip[] = [];
  if (value.actorId) chips.push({ key: 'actorId', label: t('filters.actorChip', { name: staffName(facets, value.actorId) }), onRemove: () => onChange({ actorId: undefined }) });
  if (value.entityType) chips.push({ key: 'entityType', label: t('filters.entityTypeChip', { type: labels.entityType(value.entityType) }), onRemove: () => onChange({ entityType: undefined, entityId: undefined }) });
  if (value.entityType && value.entityId) chips.push({ key: 'entityId', label: t('filters.entityIdChip', { id: value.entityId }), onRemove: () => onChange({ entityId: undefined }) });
  if (value.action) chips.push({ key: 'action', label: t('filters.actionChip', { action: labels.action(value.action) }), onRemove: () => onChange({ action: undefined }) });
  if (value.dateFrom) chips.push({ key: 'dateFrom', label: t('filters.dateFromChip', { date: value.dateFrom }), onRemove: () => onChange({ dateFrom: undefined }) });
  if (value.dateTo) chips.push({ key: 'dateTo', label: t('filters.dateToChip', { date: value.dateTo }), onRemove: () => onChange({ dateTo: undefined }) });
  return chips;
}
