import type { DispatchCustomer } from '@taxi/contract';
import type { UserRow } from '../../db/schema';

export const toDispatchCustomer = (row: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'phone_number'>): DispatchCustomer => ({
  id: row.id,
  name: row.first_name,
  surname: row.last_name,
  phoneNumber: row.phone_number,
});
