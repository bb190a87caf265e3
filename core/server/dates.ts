import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/**
 * A time as the server's messages give it: 'DD MMM YYYY HH:mm UTC' (the screens' en-au style of
 * core/client/format.ts, in UTC, since a message cannot know the reader's zone), e.g. who changed
 * a row and when, in a CONFLICT.
 */
export const utcDateTime = (d: string | Date) => dayjs.utc(d).format('DD MMM YYYY HH:mm [UTC]');

/** A day as mails give it: 'DD MMM YYYY', in UTC (a deadline in a supervisor's mail). */
export const utcDate = (d: string | Date) => dayjs.utc(d).format('DD MMM YYYY');
