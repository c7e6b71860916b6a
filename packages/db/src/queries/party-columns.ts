/**
 * The two parties of a hiring record (offer, contract), as selected beside it once `users as
 * client`, `users as developer` and the client's `clientProfiles` are joined. Emails and
 * languages (users.locale) are for mail only.
 */
export const PARTY_COLUMNS = [
  'client.id as clientId',
  'client.firstName as clientFirstName',
  'client.lastName as clientLastName',
  'client.email as clientEmail',
  'client.locale as clientLocale',
  'clientProfiles.companyName as clientCompanyName',
  'developer.id as developerId',
  'developer.firstName as developerFirstName',
  'developer.lastName as developerLastName',
  'developer.email as developerEmail',
  'developer.locale as developerLocale',
] as const;
