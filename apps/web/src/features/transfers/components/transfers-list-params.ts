import { MAX_ID } from '@taxi/contract';
import { z } from 'zod';
import { listParamsSchema } from '@/components/data-table';
import { TRANSFERS_DEFAULT_PAGE_SIZE, TRANSFERS_PAGE_SIZES } from '../api/transfers-page-sizes';
import { TRANSFER_TABS } from './transfer-status';

/** The URL of the overview: ?tab=…&userId=…&pageNumber=…&pageSize=… (defaults left out). */
export const transfersListParams = listParamsSchema(
  { pageSizes: TRANSFERS_PAGE_SIZES, defaultPageSize: TRANSFERS_DEFAULT_PAGE_SIZE },
  {
    tab: z.enum(TRANSFER_TABS).catch('all'),
    userId: z.coerce.number().int().positive().max(MAX_ID).optional().catch(undefined),
    /** The bank files panel shown (issue 25): a notification about a statement links here with it. */
    bankFiles: z.coerce.number().pipe(z.literal(1)).optional().catch(undefined),
  },
);

/** The user filter of a URL, for the route loader (the page reads the same through `useListParams`). */
export const userIdFromUrl = (url: string): number | undefined =>
  transfersListParams.parse(Object.fromEntries(new URL(url).searchParams)).userId;
