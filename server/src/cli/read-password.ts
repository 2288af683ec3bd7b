import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { CliError } from './command';

/** Piped input (scripts, CI): the first line of stdin is the password. */
async function firstLineOfStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

/** Interactive: asks twice and echoes nothing, so the password never shows on screen or in scrollback. */
async function promptTwice(): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = async (prompt: string) => {
    process.stdout.write(prompt);
    muted = true;
    const answer = await rl.question('');
    muted = false;
    process.stdout.write('\n');
    return answer;
  };
  try {
    const password = await ask('Password: ');
    const again = await ask('Password (again): ');
    if (password !== again) throw new CliError('The two passwords do not match.');
    return password;
  } catch (error) {
    // Ctrl+C or Ctrl+D at the prompt: a plain message, not a stack trace.
    if (error instanceof Error && error.name === 'AbortError') throw new CliError('\nCancelled: no user created.');
    throw error;
  } finally {
    rl.close();
  }
}

export const readPassword = (): Promise<string> => (process.stdin.isTTY ? promptTwice() : firstLineOfStdin());
