import { MIN_PASSWORD_LENGTH, type CreateUserBody } from '@taxi/contract';

/** The create-admin form (SPEC.md §2.5): Role is fixed to Admin and shown disabled. */
export interface CreateAdminFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  role: string;
  address: string;
}

export type CreateAdminField = keyof CreateAdminFormValues;

/** The fields in screen order (the first invalid one gets the focus after a failed submit). */
export const CREATE_ADMIN_FIELDS: readonly CreateAdminField[] = ['firstName', 'lastName', 'email', 'phoneNumber', 'password', 'role', 'address'];

export const emptyCreateAdminValues = (): CreateAdminFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  role: 'Admin',
  address: '',
});

const required = (field: CreateAdminField) => (value: string) => (value.trim() === '' ? `validation.${field}` : null);

/**
 * SPEC.md §5: every field required, one message each (keys in `users:validation.*`; the address
 * message in DESIGN.md §7's corrected wording). A password is valid from 8 characters on, the
 * server's rule (DESIGN.md §4), so the form does not send one the server would refuse.
 */
export const createAdminValidation = {
  firstName: required('firstName'),
  lastName: required('lastName'),
  email: required('email'),
  phoneNumber: required('phoneNumber'),
  password: (value: string) => (value.length < MIN_PASSWORD_LENGTH ? 'validation.password' : null),
  role: required('role'),
  address: required('address'),
};

/** The whole new-user form, as SPEC.md §3 sends it; the server always creates an Admin. */
export function valuesToCreateUserBody(values: CreateAdminFormValues): CreateUserBody {
  return {
    id: 0,
    prettyId: '',
    registrationDate: null,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    password: values.password,
    address: values.address.trim(),
    role: 'Admin',
    roles: ['Admin'],
    photoUrl: null,
  };
}
