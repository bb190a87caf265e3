import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { Actor } from './auth/actor.js';
import type { RouteContext } from './plugin.js';

/**
 * What an area's service takes from its route's context, whole: the area's handle, the caller,
 * their scope, the kernel and the payload of call spec `C`. A handler passes its context on
 * (`handler: (c) => service(c)`), so a service names one parameter, not five in an order.
 */
export type ServiceCall<D, C> = Pick<
  RouteContext<PayloadOf<C>, Actor, D>,
  'db' | 'scope' | 'actor' | 'kernel' | 'body'
>;

/** What a service of call spec `C` answers: its reply as the serializer accepts it. */
export type ServiceReply<C> = Replyable<ReplyOf<C>>;
