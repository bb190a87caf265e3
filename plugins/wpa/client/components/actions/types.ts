/** Which of the review page's popups is open. */
export type Open = 'approve' | 'return' | 'resend' | 'terminate' | 'source' | 'confirm' | 'weight' | null;
export type Decision = 'ACCEPTED' | 'REJECTED';
