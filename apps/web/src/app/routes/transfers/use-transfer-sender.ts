import { useAppSettings } from '@/features/app-settings/api/get-app-settings';
import type { TransferSenderState } from '@/features/transfers/components/transfer-sender';

/** The sender block of a transfer, read from the app settings (SPEC.md §2.7, §7). */
export function useTransferSender(): TransferSenderState {
  const settings = useAppSettings();
  if (settings.data) {
    const { transferFromName, transferFromAddress, transferFromPhone, tranferFromEmail } = settings.data;
    return { status: 'ready', sender: { name: transferFromName, address: transferFromAddress, phone: transferFromPhone, email: tranferFromEmail } };
  }
  return settings.isError ? { status: 'error' } : { status: 'loading' };
}
