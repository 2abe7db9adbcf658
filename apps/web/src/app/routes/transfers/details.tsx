import { useParams } from 'react-router';
import { HistoryPanel } from '@/features/audit/components/history-panel';
import { transferQueryOptions } from '@/features/transfers/api/get-transfer';
import { TransferDetailsPage } from '@/features/transfers/components/transfer-details-page';
import { preloadQuery } from '@/lib/preload';
import { useTransferSender } from './use-transfer-sender';

/** /transfers/details/{id}: preloaded; a failed load goes to /offline (SPEC.md §8). The sender comes from the app settings; with the payout's History (transfers.read). */
export const loader = preloadQuery(({ params }) => transferQueryOptions(Number(params.id)));

export function Component() {
  const { id } = useParams();
  return <TransferDetailsPage key={id} id={Number(id)} sender={useTransferSender()} history={<HistoryPanel kind="bankTransfer" id={Number(id)} />} />;
}
