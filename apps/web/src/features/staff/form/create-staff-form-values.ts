import type { CreateStaffMemberBody, StaffRole } from '@taxi/contract';

/** The create-staff form: who and with which role (the server makes the temporary password). */
export interface CreateStaffFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: StaffRole | '';
}

export type CreateStaffField = keyof CreateStaffFormValues;

export const emptyCreateStaffValues = (): CreateStaffFormValues => ({ firstName: '', lastName: '', email: '', phoneNumber: '', role: '' });

const required = (field: CreateStaffField) => (value: string) => (value.trim() === '' ? `validation.${field}` : null);

/** A plain check of the shape only; the server decides (400 under the field). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field required (keys in `staff:validation.*`), an e-mail that looks like one, a phone of at least 3 characters, a role chosen. */
export const createStaffValidation = {
  firstName: required('firstName'),
  lastName: required('lastName'),
  email: (value: string) => required('email')(value) ?? (EMAIL.test(value.trim()) ? null : 'validation.emailInvalid'),
  phoneNumber: (value: string) => (value.trim().length < 3 ? 'validation.phoneNumber' : null),
  role: (value: string | null) => (value ? null : 'validation.role'),
};

/** The body of POST /api/staff/CreateStaffMember (only called once the form is valid: a role is chosen). */
export function valuesToCreateStaffBody(values: CreateStaffFormValues): CreateStaffMemberBody {
  if (!values.role) throw new Error('A role must be chosen');
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    role: values.role,
  };
}
