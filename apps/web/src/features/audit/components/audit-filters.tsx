import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type AuditFacets, isDayRange } from '@taxi/contract';
import { useTranslation } from 'react-i18next';
import { useDraft } from '@/components/data-table';
import { staffName, type AuditFilterValues } from './audit-filter-chips';
import { useAuditLabels } from './use-audit-labels';

/** The choices of a code filter: those recorded so far, and the URL's own even before they load (or if none is recorded). */
function codeOptions(codes: readonly string[] | undefined, current: string | undefined, label: (code: string) => string) {
  const all = [...new Set([...(codes ?? []), ...(current ? [current] : [])])];
  return all.map((code) => ({ value: code, label: label(code) })).sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The filters of the audit log (issue 24 item 4): staff member, entity type, entity id (once a type
 * is chosen; typed, sent after a pause), action, and Date From / Date To as whole days on the
 * operator's clock. Every change goes to the URL, which sends the list back to page 1; a Date To
 * before Date From stays on screen with the message and is not applied.
 */
export function AuditFilters({ value, onChange, facets }: { value: AuditFilterValues; onChange: (patch: Partial<AuditFilterValues>) => void; facets: AuditFacets | undefined }) {
  const { t } = useTranslation('audit');
  const labels = useAuditLabels();
  const [entityId, setEntityId] = useDraft(value.entityId ?? '');
  const pushEntityId = useDebouncedCallback((text: string) => onChange({ entityId: text.trim() || undefined }), 300);
  const [dateFrom, setDateFrom] = useDraft(value.dateFrom ?? '');
  const [dateTo, setDateTo] = useDraft(value.dateTo ?? '');
  const rangeInvalid = !isDayRange(dateFrom || undefined, dateTo || undefined);
  const pushDates = (from: string, to: string) => {
    if (isDayRange(from || undefined, to || undefined)) onChange({ dateFrom: from || undefined, dateTo: to || undefined });
  };
  const staff = (facets?.staff ?? []).map((member) => ({ value: String(member.id), label: `${member.name} (${member.email})` }));
  if (value.actorId && !staff.some((option) => option.value === String(value.actorId))) staff.push({ value: String(value.actorId), label: staffName(facets, value.actorId) });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="audit-filters">
      <Select
        label={t('filters.actor')}
        placeholder={t('filters.anyone')}
        data={staff}
        value={value.actorId ? String(value.actorId) : null}
        onChange={(next) => onChange({ actorId: next ? Number(next) : undefined })}
        searchable
        clearable
        nothingFoundMessage={t('filters.nothingFound')}
        data-testid="audit-filter-actor"
      />
      <Select
        label={t('filters.entityType')}
        placeholder={t('filters.anyEntity')}
        data={codeOptions(facets?.entityTypes, value.entityType, labels.entityType)}
        value={value.entityType ?? null}
        onChange={(next) => onChange(next ? { entityType: next } : { entityType: undefined, entityId: undefined })}
        clearable
        data-testid="audit-filter-entity-type"
      />
      <TextInput
        label={t('filters.entityId')}
        placeholder={value.entityType ? undefined : t('filters.entityIdHint')}
        value={value.entityType ? entityId : ''}
        disabled={!value.entityType}
        onChange={(event) => {
          setEntityId(event.currentTarget.value);
          pushEntityId(event.currentTarget.value);
        }}
        data-testid="audit-filter-entity-id"
      />
      <Select
        label={t('filters.action')}
        placeholder={t('filters.anyAction')}
        data={codeOptions(facets?.actions, value.action, labels.action)}
        value={value.action ?? null}
        onChange={(next) => onChange({ action: next ?? undefined })}
        searchable
        clearable
        nothingFoundMessage={t('filters.nothingFound')}
        data-testid="audit-filter-action"
      />
      <TextInput
        type="date"
        label={t('filters.dateFrom')}
        value={dateFrom}
        max={dateTo || undefined}
        onChange={(event) => {
          setDateFrom(event.currentTarget.value);
          pushDates(event.currentTarget.value, dateTo);
        }}
        data-testid="audit-filter-date-from"
      />
      <TextInput
        type="date"
        label={t('filters.dateTo')}
        value={dateTo}
        min={dateFrom || undefined}
        error={rangeInvalid ? t('filters.dateRangeInvalid') : undefined}
        onChange={(event) => {
          setDateTo(event.currentTarget.value);
          pushDates(dateFrom, event.currentTarget.value);
        }}
        data-testid="audit-filter-date-to"
      />
    </SimpleGrid>
  );
}
