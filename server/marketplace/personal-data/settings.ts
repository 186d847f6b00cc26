/**
 * What the marketplace process is told at start (marketplace-services.ts from the config): where new
 * contact messages are also mailed, and how long personal data is kept. Until told, no such mail
 * is queued and the retention is the default.
 */
export interface PersonalDataSettings {
  /** Customer service's mailbox; null: contact messages are only stored. */
  serviceAddress: string | null;
  /** The language customer service reads its notifications in (the operator's country's); German when not told. */
  serviceLocale?: string;
  /** Days after the order (guest orders) or the message until its personal data is anonymised. */
  guestOrderDays: number;
  contactMessageDays: number;
}

/** Commercial and tax records are kept ten years; a contact message past the three-year limitation period; each with a margin. */
export const DEFAULT_RETENTION = { guestOrderDays: 3_700, contactMessageDays: 1_100 } as const;

let current: PersonalDataSettings = { serviceAddress: null, ...DEFAULT_RETENTION };

export function usePersonalDataSettings(settings: PersonalDataSettings): void {
  current = settings;
}

export function personalDataSettings(): PersonalDataSettings {
  return current;
}
