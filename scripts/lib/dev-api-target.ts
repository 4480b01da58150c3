/**
 * Where `npm run dev`'s Vite server sends /api and /uploads: the API that scripts/dev.ts starts on
 * PORT (default 5000), the same variable `npm start` reads, so one setting moves both.
 */
export function devApiTarget(env: Readonly<Record<string, string | undefined>>): string {
  return `http://127.0.0.1:${env.PORT || '5000'}`;
}
