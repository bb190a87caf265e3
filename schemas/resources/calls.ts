import { searchAllResourceBody, searchResourceByIdBody } from './resources.js';
import { resourceReplies as r } from './replies.js';

/**
 * The resource calls of spec 001 §7: path, payload and reply in one place. The server declares
 * its routes from these, and the screens' call functions take their types from them.
 */
export const resourceCalls = {
  searchAll: { path: 'resource/searchAll', body: searchAllResourceBody, reply: r.searchAll },
  searchById: { path: 'resource/searchById', body: searchResourceByIdBody, reply: r.searchById },
} as const;
