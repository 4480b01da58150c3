import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug the test did not notice; make it fail loudly.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map(String).join('\n')}`);
});
