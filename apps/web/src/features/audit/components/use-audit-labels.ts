import type { AuditEntry } from '@taxi/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { valueKind } from '../diff/audit-values';

/** Codes hold dots (`auth.sign_in`): their labels are looked up with another key separator. */
const LOOKUP = { keySeparator: '|', nsSeparator: false } as const;

/**
 * The words of the audit log in the interface language (issue 24 item 4): an action, an entity type
 * or a field by its translated label when the app knows the code, by the code itself otherwise (the
 * staff and two-factor work add codes of their own), and a recorded value as it reads.
 */
export function useAuditLabels() {
  const { t, i18n } = useTranslation('audit');
  const language = i18n.language;
  return useMemo(() => {
    const label = (group: 'actions' | 'entityTypes' | 'fields', code: string, fallback = code) => t(`labels|${group}|${code}`, { ...LOOKUP, defaultValue: fallback });
    // types are looked up without case ('User' and 'user' are one), an unknown one shows as recorded
    const entityType = (type: string) => label('entityTypes', type.toLowerCase(), type);
    return {
      action: (code: string) => label('actions', code),
      entityType,
      field: (name: string) => label('fields', name),
      /** 'Payout #12', 'User nobody@example.com'. */
      entity: (entry: Pick<AuditEntry, 'entityType' | 'entityId'>) => `${entityType(entry.entityType)} ${/^\d+$/.test(entry.entityId) ? '#' : ''}${entry.entityId}`,
      /** The actor's name, else the e-mail recorded (`system` reads as System). */
      actor: (actor: AuditEntry['actor']) => actor.name ?? (actor.email === 'system' && actor.id === null ? t('actor.system') : actor.email),
      /** One recorded value as text, or as JSON text (`json: true`: show it preformatted). */
      value: (entityType: string, field: string | null, value: unknown): { text: string; json?: boolean } => {
        const read = valueKind(entityType, field, value);
        switch (read.kind) {
          case 'none':
            return { text: t('values.none') };
          case 'money':
            return { text: formatMoney(read.kurus, language) };
          case 'percent':
            return { text: formatPercent(read.value, language) };
          case 'code':
            return { text: t(`values.${read.group}.${read.code}`, { defaultValue: String(read.code) }) };
          case 'moment':
            return { text: formatDateTime(read.iso, language) };
          case 'boolean':
            return { text: read.value ? t('values.yes') : t('values.no') };
          case 'number':
            // ids and counts as recorded; a fraction in the language's own way
            return { text: Number.isInteger(read.value) ? String(read.value) : formatNumber(read.value, language) };
          case 'text':
            return { text: read.value };
          case 'json':
            return { text: read.text, json: true };
        }
      },
    };
  }, [language, t]);
}

export type AuditLabels = ReturnType<typeof useAuditLabels>;
