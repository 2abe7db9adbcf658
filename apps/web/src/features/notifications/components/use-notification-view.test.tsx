import { renderHook } from '@testing-library/react';
import type { Notification } from '@taxi/contract';
import { describe, expect, it } from 'vitest';
import { useNotificationView } from './use-notification-view';

const notification = (fields: Partial<Notification> & Pick<Notification, 'kind' | 'target' | 'params'>): Notification => ({ id: 1, createdAt: '2026-11-27T10:00:00Z', read: false, ...fields });

describe('useNotificationView: each kind in words, with the screen where it is handled (issue 25)', () => {
  it('names the driver, the document, the day on the operator clock, the vehicle and the amount', () => {
    const view = renderHook(() => useNotificationView()).result.current;
    expect(view(notification({ kind: 'driverRegistered', target: { kind: 'user', id: 42 }, params: { name: 'Ayşe Yılmaz' } }))).toMatchObject({
      title: 'New driver',
      text: 'Ayşe Yılmaz registered as a driver: their verification is waiting.',
      href: '/users/details/42',
    });
    expect(view(notification({ kind: 'documentExpired', target: { kind: 'vehicle', id: 7 }, params: { documentType: 'VehicleInsurance', date: '2026-10-25', name: null, plate: 'ABC 123' } }))).toMatchObject({
      title: 'Document expired',
      text: 'The vehicle insurance of vehicle ABC 123 expired on 25 Oct 2026: the driver cannot go online until it is renewed.',
      href: '/vehicles/details/7',
      color: 'red',
    });
    expect(view(notification({ kind: 'documentsPending', target: { kind: 'user', id: 3 }, params: { name: 'Can Demir', count: 2 } })).text).toBe('2 documents of Can Demir are waiting for review.');
    expect(view(notification({ kind: 'payoutRequested', target: { kind: 'bankTransfer', id: 9 }, params: { name: 'Can Demir', amount: 125_050 } }))).toMatchObject({
      text: 'Can Demir asked for a payout of ₺1,250.50.',
      href: '/transfers/details/9',
    });
  });

  it('a payout waiting for a second approval names who gave the first; a statement that did not match leads to the bank files', () => {
    const view = renderHook(() => useNotificationView()).result.current;
    expect(view(notification({ kind: 'payoutAwaitingSecondApproval', target: { kind: 'bankTransfer', id: 11 }, params: { name: 'Can Demir', amount: 2_500_000, approver: 'Fatma Kaya' } }))).toMatchObject({
      title: 'Second approval needed',
      text: 'The payout of ₺25,000.00 to Can Demir was approved by Fatma Kaya and needs a second approval by someone else.',
      href: '/transfers/details/11',
    });
    expect(view(notification({ kind: 'statementMismatch', target: { kind: 'bankFile', id: 4 }, params: { file: 'TAXI-20261127-0004', unmatched: 2, mismatched: 1 } }))).toMatchObject({
      title: 'Statement did not match',
      text: "The bank statement for file TAXI-20261127-0004 left 2 entries unmatched and 1 with another amount: see the import's report.",
      href: '/transfers?tab=inProgress&bankFiles=1',
      color: 'red',
    });
  });
});
