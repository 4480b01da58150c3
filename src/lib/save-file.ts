/**
 * Saves a file the browser already holds (fetched with the session's token or an order's key), so
 * no token or key ever goes into a URL.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
