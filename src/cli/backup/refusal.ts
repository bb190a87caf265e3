/** A backup or restore that will not go ahead, and why, in words an operator can act on. */
export class BackupRefusal extends Error {}

export const refuse = (why: string) => new BackupRefusal(why);
