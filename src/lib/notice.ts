/**
 * An error that is itself the message for the user (a refusal such as "Not authorized as an
 * admin"), thrown to show a screen's error component. It is not a fault, so it is not logged.
 */
export class Notice extends Error {}
