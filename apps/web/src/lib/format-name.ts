/** "First Last" of a person, without stray spaces when a part is empty. */
export function formatFullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
