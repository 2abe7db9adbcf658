import { useMemo } from 'react';
import { useCan } from '@/lib/permissions';
import { visibleMenu } from './menu-items';

/** The signed-in role's menu: groups, and their top-level entries for the menus without group titles. */
export function useVisibleMenu() {
  const may = useCan();
  return useMemo(() => {
    const groups = visibleMenu(may);
    return { groups, items: groups.flatMap((group) => group.items) };
  }, [may]);
}
