/** The text to show for anything thrown: an Error's message (the API client puts the server's there). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
