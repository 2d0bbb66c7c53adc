/** A refusal or failure of backup or restore the operator can act on; the message says what to do. */
export class BackupError extends Error {}

export type BackupDriver = 'pglite' | 'postgres';
