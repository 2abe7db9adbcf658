import type { Icon } from '@tabler/icons-react';
import { IconAlertTriangle, IconBuildingBank, IconCarOff, IconClock, IconFileAlert, IconListDetails, IconShieldOff, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import type { Notification, NotificationKind } from '@taxi/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';

/** How a notification looks: its title, its sentence, its icon and colour, and the screen where it is handled. */
export interface NotificationView {
  title: string;
  text: string;
  icon: Icon;
  color: string;
  href: string;
}

/** SPEC's look for each kind (the bell's avatar icon and colour). */
const LOOKS: Record<NotificationKind, { icon: Icon; color: string }> = {
  driverRegistered: { icon: IconUserPlus, color: 'teal' },
  documentsPending: { icon: IconListDetails, color: 'indigo' },
  documentExpiring: { icon: IconClock, color: 'orange' },
  documentExpired: { icon: IconAlertTriangle, color: 'red' },
  verificationExpiring: { icon: IconClock, color: 'orange' },
  verificationExpired: { icon: IconShieldOff, color: 'red' },
  payoutRequested: { icon: IconBuildingBank, color: 'orange' },
  payoutAwaitingSecondApproval: { icon: IconUserCheck, color: 'indigo' },
  statementMismatch: { icon: IconFileAlert, color: 'red' },
  dispatchNoDriver: { icon: IconCarOff, color: 'red' },
};

const HREFS: Record<Notification['target']['kind'], (id: number) => string> = {
  user: (id) => paths.users.details.getHref(id),
  vehicle: (id) => paths.vehicles.details.getHref(id),
  bankTransfer: (id) => paths.transfers.details.getHref(id),
  // the transfers with their bank files shown, where each file's statement imports and reports are
  bankFile: () => paths.transfers.list.getHref({ tab: 'inProgress', bankFiles: 1 }),
  // the dispatch desk with the booking selected (issue 26)
  booking: (id) => `/dispatch?booking=${id}`,
};

const hrefOf = ({ target }: Notification) => HREFS[target.kind](target.id);

/** Turns a notification into its words in the active language (dates on the operator's clock, money in lira). */
export function useNotificationView(): (notification: Notification) => NotificationView {
  const { t, i18n } = useTranslation('notifications');
  const { t: tv } = useTranslation('verification');
  return useCallback(
    (notification: Notification) => {
      const { params, kind } = notification;
      const text = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : null);
      const plate = text('plate');
      const owner = text('name') ?? (plate ? t('vehicle', { plate }) : t('someone'));
      const date = text('date');
      const documentType = text('documentType');
      const values = {
        owner,
        count: typeof params.count === 'number' ? params.count : 1,
        // the server's day (YYYY-MM-DD on the operator's clock) at noon UTC: the same day in the operator's zone
        date: date ? formatDate(`${date}T12:00:00Z`, i18n.language) : '',
        document: documentType ? tv(`documents.type.${documentType}`, { defaultValue: documentType }).toLocaleLowerCase(i18n.language) : '',
        amount: typeof params.amount === 'number' ? formatMoney(params.amount, i18n.language) : '',
        approver: text('approver') ?? t('someone'),
        file: text('file') ?? '',
        unmatched: typeof params.unmatched === 'number' ? params.unmatched : 0,
        mismatched: typeof params.mismatched === 'number' ? params.mismatched : 0,
        booking: typeof params.booking === 'number' ? params.booking : 0,
        tries: typeof params.tries === 'number' ? params.tries : 0,
        pickup: text('pickup') ?? '',
      };
      return { title: t(`kinds.${kind}`), text: t(`text.${kind}`, values), ...LOOKS[kind], href: hrefOf(notification) };
    },
    [t, tv, i18n.language],
  );
}
