/** The web tier sends its order and payment links with {number} and {token} left open; these fill them. */
export function fillLink(template: string, number: string, token: string): string {
  return template.replaceAll('{number}', number).replaceAll('%7Bnumber%7D', number).replaceAll('{token}', token).replaceAll('%7Btoken%7D', token);
}
