import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { transferKeys } from './transfer-keys';

export type FreshState = 'loading' | 'ready' | 'error';

/**
 * Reads the transfer again while `active` (a confirmation dialog is open), so the balance it shows
 * is the driver's balance now, not the one of the page load. The cached transfer (and the page
 * with it) takes the fresh answer. 'loading' until then: mount the dialog anew for each opening.
 */
export function useFreshTransfer(id: number, active: boolean): FreshState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<FreshState>('loading');
  useEffect(() => {
    if (!active) return;
    let current = true;
    queryClient
      .refetchQueries({ queryKey: transferKeys.detail(id), exact: true }, { throwOnError: true })
      .then(() => current && setState('ready'))
      .catch(() => current && setState('error'));
    return () => {
      current = false;
    };
  }, [active, id, queryClient]);
  return state;
}
