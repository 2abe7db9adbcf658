/** The sender block of a transfer: the company paying, from the app settings (SPEC.md §2.7, §3). */
export interface TransferSender {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/** The app settings' sender as the details page receives it (the route composes the app settings feature). */
export type TransferSenderState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; sender: TransferSender };
