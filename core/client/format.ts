import dayjs from 'dayjs';

/** Dates in the en-au style of spec 000 §9. */
export const formatDate = (d: string | Date | null | undefined) => (d ? dayjs(d).format('DD MMM YYYY') : '');
export const formatDateTime = (d: string | Date | null | undefined) => (d ? dayjs(d).format('DD MMM YYYY HH:mm') : '');
export const isoDate = (d: string | Date | null | undefined) => (d ? dayjs(d).format('YYYY-MM-DD') : '');
