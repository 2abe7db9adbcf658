export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

/** Required-field rules of SPEC.md §5; values are translation keys of the `auth` namespace. */
export function validateLogin(values: LoginValues): Partial<Record<'username' | 'password', string>> {
  const errors: Partial<Record<'username' | 'password', string>> = {};
  if (values.username.trim() === '') errors.username = 'usernameRequired';
  if (values.password === '') errors.password = 'passwordRequired';
  return errors;
}
