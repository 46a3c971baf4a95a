// The consent reads' paths, without SWR: the entry starts the check early (startFirstReads, app/router.tsx).
export const HAS_CONSENT_KEY = '/v1/users/me/has-consent';
