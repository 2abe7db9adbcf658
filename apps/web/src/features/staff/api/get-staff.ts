import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { StaffMember } from '@taxi/contract';
import { z } from 'zod';
import { api, type Page } from '@/lib/api-client';
import { staffKeys, type StaffListParams } from './staff-keys';

export const STAFF_PATH = '/api/staff/GetStaff';

/** The query of GetStaff: the page, the role and status when set, the trimmed search. */
export const staffRequestParams = ({ pageNumber, pageSize, role, status, search }: StaffListParams) => ({
  pageNumber,
  pageSize,
  role: role === 'all' ? undefined : role,
  status: status === 'all' ? undefined : status,
  search: search.trim() || undefined,
});

/** GET /api/staff/GetStaff: one page of staff members (Pagination header). */
export async function getStaff(params: StaffListParams, signal?: AbortSignal): Promise<Page<StaffMember>> {
  const page = await api.getPage<unknown>(STAFF_PATH, staffRequestParams(params), signal);
  return { items: z.array(StaffMember).parse(page.items), pagination: page.pagination };
}

export const staffQueryOptions = (params: StaffListParams) => queryOptions({ queryKey: staffKeys.list(params), queryFn: ({ signal }) => getStaff(params, signal) });

/** The page on screen stays while the next one loads. */
export const useStaff = (params: StaffListParams) => useQuery({ ...staffQueryOptions(params), placeholderData: keepPreviousData });
