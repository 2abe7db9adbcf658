import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { preloadTransfersOverview } from '@/features/transfers/api/get-transfers-overview';
import { TransfersOverviewPage } from '@/features/transfers/components/transfers-overview-page';
import { userIdFromUrl } from '@/features/transfers/components/transfers-list-params';
import { preload } from '@/lib/preload';

/**
 * /transfers: the view model preloaded (SPEC.md §2.1, §7), of one user with `?userId=`; a failed
 * preload goes to /offline (SPEC.md §8). Tabs, paging and filters afterwards load in the page.
 */
export const loader = preload(({ request }) => preloadTransfersOverview(userIdFromUrl(request.url)));

export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

export function Component() {
  return <TransfersOverviewPage />;
}
