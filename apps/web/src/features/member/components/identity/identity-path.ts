/** The member centre's identity section, where a deposit refused for an unverified identity links. */
export const IDENTITY_SECTION_PATH = '/member?tab=securityCenter#identity';
