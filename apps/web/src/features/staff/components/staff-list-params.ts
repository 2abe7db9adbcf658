import { STAFF_ROLES, STAFF_STATUSES } from '@taxi/contract';
import { z } from 'zod';
import { listParamsSchema } from '@/components/data-table';

export const STAFF_PAGE_SIZES = [10, 25, 50] as const;

/** The URL of the staff list: ?role=Finance&status=deactivated&search=…&pageNumber=…&pageSize=… (defaults left out: every role and status, 10 rows). */
export const staffListParams = listParamsSchema(
  { pageSizes: STAFF_PAGE_SIZES, defaultPageSize: 10 },
  { role: z.enum(['all', ...STAFF_ROLES]).catch('all'), status: z.enum(STAFF_STATUSES).catch('all'), search: z.string().catch('') },
);
