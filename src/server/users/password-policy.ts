import { ValidationError } from '../errors.ts';

/**
 * Passwords seen most often in breach lists that are long enough to pass the length rule,
 * plus the obvious shop-specific ones. Matched case-insensitively.
 */
const commonPasswords = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888',
  '12341234', '11223344', '123123123', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qwertyui', 'qwertyuiop',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'qwerty123', 'qwerty12', 'q1w2e3r4', 'q1w2e3r4t5', 'password',
  'password1', 'password12', 'password123', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pa55word',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'basketball', 'superman',
  'batman123', 'welcome1', 'welcome123', 'letmein1', 'letmein123', 'trustno1', 'starwars', 'whatever',
  'dragon123', 'master123', 'monkey123', 'shadow123', 'michael1', 'jennifer', 'jordan23', 'computer',
  'internet', 'samsung1', 'liverpool', 'chelsea1', 'arsenal1', 'charlie1', 'mustang1', 'access14',
  'abcd1234', 'abc12345', 'abcdefgh', 'aaaaaaaa', 'changeme', 'changeme1', 'administrator', 'admin123',
  'admin1234', 'adminadmin', 'rootroot', 'secret123', 'test1234', 'testtest', 'guest123', 'default1',
  'zaq12wsx', 'qazwsxedc', 'q1w2e3r4t5y6', '1234qwer', 'qwer1234', 'asdf1234', 'zxcvbnm123', 'michelle',
  'corvette', 'mercedes', 'hello123', 'helloworld', 'lovely123', 'freedom1', 'killer123', 'pokemon1',
  'minecraft', 'fortnite', 'easybuy1', 'easybuy123', 'easy-buy', 'shopping', 'shopping1', 'electronics',
]);

/** Refuses guessable passwords with a message that says why; length is checked by the schema. */
export function assertAcceptablePassword(password: string, context: { email: string; name: string }): void {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) {
    throw new ValidationError('This password is too common; please choose one that is harder to guess');
  }
  if (/^(.)\1*$/.test(password)) {
    throw new ValidationError('Password must not be one character repeated');
  }
  const emailName = context.email.split('@')[0] ?? '';
  if (lower === context.email.toLowerCase() || (emailName.length >= 4 && lower === emailName.toLowerCase())) {
    throw new ValidationError('Password must not be your email address');
  }
  if (lower === context.name.trim().toLowerCase()) {
    throw new ValidationError('Password must not be your name');
  }
}
