/** Where the embedded provider is mounted and the id of the product's own client there. */
export const IDP_PREFIX = '/idp';
export const OWN_CLIENT_ID = 'wil-academic';
