import { ActionIcon, Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';
import type { DataTablePaging } from './types';

/** Up to five page numbers around the current one. */
export function pageWindow(current: number, total: number, size = 5): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), total - size + 1));
  return Array.from({ length: Math.min(size, total) }, (_, index) => start + index);
}

/**
 * First/previous/numbers/next/last, the rows-per-page choice and 'x–y of z', as a labelled nav.
 * An estimated total (over the server's count cap) reads 'x–y of about z'; the last page is then
 * the last rows the server holds, whatever the estimate.
 */
export function ListPagination({ paging, label }: { paging: DataTablePaging; label: string }) {
  const { t, i18n } = useTranslation('data-table');
  const sizeId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const { pageNumber, pageSize, totalItems } = paging;
  const totalPages = Math.max(1, paging.totalPages);
  const from = totalItems === 0 ? 0 : (pageNumber - 1) * pageSize + 1;
  const to = Math.min(totalItems, pageNumber * pageSize);
  const go = (page: number) => paging.onPageChange(Math.min(Math.max(1, page), totalPages));
  const turn = (name: string, page: number, disabled: boolean, Icon: typeof IconChevronLeft) => (
    <ActionIcon variant="default" size="lg" aria-label={t(`pagination.${name}`)} disabled={disabled} onClick={() => go(page)}>
      <Icon size={18} className={classes.directional} aria-hidden />
    </ActionIcon>
  );
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" component="label" htmlFor={sizeId} c="dimmed">
          {t('pagination.pageSize')}
        </Text>
        <NativeSelect
          id={sizeId}
          size="xs"
          value={String(pageSize)}
          data={paging.pageSizes.map((size) => String(size))}
          onChange={(event) => paging.onPageSizeChange(Number(event.currentTarget.value))}
        />
        <Text size="sm" c="dimmed" data-testid="list-range">
          <bdi>{t(paging.totalIsExact === false ? 'pagination.rangeEstimated' : 'pagination.range', { from: number.format(from), to: number.format(to), total: number.format(totalItems) })}</bdi>
        </Text>
      </Group>
      <nav aria-label={t('pagination.label', { label })}>
        <Group gap={4} wrap="nowrap">
          {turn('first', 1, pageNumber <= 1, IconChevronsLeft)}
          {turn('previous', pageNumber - 1, pageNumber <= 1, IconChevronLeft)}
          {pageWindow(pageNumber, totalPages).map((page) => (
            <Button
              key={page}
              size="compact-md"
              miw={36}
              variant={page === pageNumber ? 'filled' : 'default'}
              aria-current={page === pageNumber ? 'page' : undefined}
              aria-label={t('pagination.page', { page: number.format(page) })}
              onClick={() => go(page)}
            >
              {number.format(page)}
            </Button>
          ))}
          {turn('next', pageNumber + 1, pageNumber >= totalPages, IconChevronRight)}
          {turn('last', totalPages, pageNumber >= totalPages, IconChevronsRight)}
        </Group>
      </nav>
    </Group>
  );
}
