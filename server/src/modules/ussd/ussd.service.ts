import type { FastifyBaseLogger } from 'fastify';
import type { ApplyDeps } from '../applications';
import { type MenuState, render, START, type Step, step } from './ussd-menu';
import type { MenuDeps } from './ussd-apply';
import { lockSession, saveSession } from './ussd-session.repository';
import { close, wire } from './ussd-text';

/** One request of the gateway: its session, the number that dialled (E.164) and every answer so far. */
type UssdCall = { sessionId: string; phone: string; text: string };

/**
 * The longest `text` read: a session's answers joined by `*` stay far below it (a name is the longest
 * answer); a longer one is not a person dialling.
 */
const MAX_TEXT = 500;

const wireClose = (...lines: string[]) => wire(close(...lines));

/** The most answers a dial string is walked through (*384*123*1*2*3*1# is four); a shortcut is short. */
export const MAX_DIALLED_ANSWERS = 6;

/**
 * Where the answers dialled with the code lead from the menu: each read against the screen its state
 * shows (a job list's screen names the jobs its answer picks). A wrong answer stops the walk on its
 * screen with the note; a last screen (applied, sent) ends it.
 */
async function walkDialString(menu: MenuDeps, text: string): Promise<Step> {
  let moved: Step = { state: START };
  const answers = text === '' ? [] : text.split('*');
  // Each answer reads a screen from the database: a longer string is no shortcut, it opens the menu.
  if (answers.length > MAX_DIALLED_ANSWERS) return moved;
  for (const answer of answers) {
    if ('answer' in moved || moved.note) break;
    moved = await step(menu, (await render(menu, moved.state)).state, answer);
  }
  return moved;
}

/**
 * The gateway's request answered as `CON ...` or `END ...`. The session's row, locked for the step,
 * holds the text last answered: the new text is that plus `*` and one answer, read against the screen
 * the session showed; the same text again (the gateway retrying) gets the same screen and changes
 * nothing; anything else, or anything after a last (END) screen, ends the session. A session id is its
 * first number's: from another number it ends, changing nothing. A new session's text is the answers
 * dialled with the code (*384*123*1*2# sends "1*2"): they are walked from the menu as if typed one by one.
 */
export async function answerUssd(deps: ApplyDeps & { log: FastifyBaseLogger }, call: UssdCall): Promise<string> {
  if (call.text.length > MAX_TEXT) return wireClose('That is too long. Please dial again.');
  return deps.db.transaction(async (tx) => {
    const menu = { ...deps, db: tx, phone: call.phone };
    const session = await lockSession(tx, call.sessionId, call.phone);
    if (session.phone !== call.phone) return wireClose('This session is not yours. Please dial again.');
    const isNew = session.screen === '';
    if (!isNew && call.text === session.answered) return session.screen;
    // A session that showed its last screen takes no more answers.
    if (session.screen.startsWith('END ')) return wireClose('This session has ended. Please dial again.');
    const before = session.answered === '' ? '' : `${session.answered}*`;
    if (!isNew && !call.text.startsWith(before)) return wireClose('Something went wrong. Please dial again.');
    const moved = isNew
      ? await walkDialString(menu, call.text)
      : await step(menu, session.state as MenuState, call.text.slice(before.length));
    const next =
      'answer' in moved ? { state: session.state, answer: moved.answer } : await render(menu, moved.state, moved.note);
    const screen = wire(next.answer);
    await saveSession(tx, call.sessionId, { answered: call.text, state: next.state, screen });
    return screen;
  });
}
