import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuditLabels } from './use-audit-labels';

describe('useAuditLabels: codes by their labels, unknown codes as they are', () => {
  it('reads codes with dots, entity types in any case, and falls back to the code', () => {
    const { result } = renderHook(() => useAuditLabels());
    const labels = result.current;
    expect(labels.action('auth.sign_in')).toBe('Signed in');
    expect(labels.action('auth.sign_in_failed')).toBe('Sign-in refused');
    expect(labels.action('document-status')).toBe('Document decided');
    expect(labels.action('auth.2fa_enabled')).toBe('auth.2fa_enabled');
    expect(labels.action('auth')).toBe('auth');
    expect(labels.entityType('BankTransfer')).toBe('Payout');
    expect(labels.entityType('user')).toBe('User');
    expect(labels.entityType('Invoice')).toBe('Invoice');
    expect(labels.entity({ entityType: 'BankTransfer', entityId: '12' })).toBe('Payout #12');
    expect(labels.entity({ entityType: 'user', entityId: 'nobody@test.taxi' })).toBe('User nobody@test.taxi');
    expect(labels.actor({ id: null, email: 'system', name: null })).toBe('System');
    expect(labels.actor({ id: null, email: 'nobody@test.taxi', name: null })).toBe('nobody@test.taxi');
  });
});
