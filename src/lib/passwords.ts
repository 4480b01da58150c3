/** The fixed message (docs/architecture.md §4) when Password and Confirm Password differ; nothing is sent then. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
