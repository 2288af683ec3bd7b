import { type County, liberianCounties } from '@lj/contract';
import { listIndustries } from '../industries';
import { toPrefixTsquery } from '../jobs';
import { applicationsScreen, applyByPhone, type MenuDeps, needsName, seekerOfCaller, sendJobBySms } from './ussd-apply';
import { findOpenJob, jobPage, jobPageScreen, jobScreen, type UssdSearch } from './ussd-jobs';
import { choiceOf, pickScreen, readPick } from './ussd-pick';
import { ask, close, plain, type UssdAnswer, WRONG_CHOICE } from './ussd-text';

/**
 * The USSD menu as states: each step reads one answer against the screen the state showed and moves
 * to the next state (or closes). 1 Find jobs -> county -> kind of work -> 3 jobs a screen -> a job ->
 * apply or SMS; 2 My applications. A wrong answer keeps the state and adds WRONG_CHOICE to its screen.
 */
type JobsState = { at: 'jobs'; search: UssdSearch; page: number; shown: number[]; more: boolean };
export type MenuState =
  | { at: 'main' }
  | { at: 'county'; page: number }
  | { at: 'kind'; county: County | null; page: number }
  | { at: 'word'; county: County | null }
  | JobsState
  | { at: 'job'; list: JobsState; jobId: number }
  | { at: 'name'; list: JobsState; jobId: number }
  | { at: 'applications' };

export const START: MenuState = { at: 'main' };

const COUNTY_HEADER = 'Jobs in which county?';
const KIND_HEADER = 'What kind of work?';
const counties = ['Anywhere', ...liberianCounties];
const TYPE_A_WORD = 'Type a word';

const kinds = async (deps: MenuDeps) => (await listIndustries(deps.db)).map(({ id, name }) => ({ id, name }));
const kindLabels = (list: { name: string }[]) => [TYPE_A_WORD, ...list.map((kind) => kind.name)];

/** The screen of a state; a job list reads its page, and the state keeps which jobs it showed. */
export async function render(
  deps: MenuDeps,
  state: MenuState,
  note?: string,
): Promise<{ state: MenuState; answer: UssdAnswer }> {
  const shown = (answer: UssdAnswer) => ({ state, answer });
  switch (state.at) {
    case 'main':
      return shown(
        ask(...(note ? [note] : []), deps.config.siteName, '1 Find jobs', '2 My applications', '3 Job alerts by SMS'),
      );
    case 'county':
      return shown(pickScreen(COUNTY_HEADER, counties, state.page, note));
    case 'kind':
      return shown(pickScreen(KIND_HEADER, kindLabels(await kinds(deps)), state.page, note));
    case 'word':
      return shown(ask(...(note ? [note] : []), 'Type a word for the work, e.g. driver:', '0 Back'));
    case 'jobs': {
      const found = await jobPage(deps.db, state.search, state.page);
      const jobIds = found.jobs.map((job) => job.id);
      return { state: { ...state, shown: jobIds, more: found.more }, answer: jobPageScreen(found, note) };
    }
    case 'job': {
      const job = await findOpenJob(deps.db, state.jobId);
      return shown(job ? jobScreen(job, note) : ask('This job is no longer open.', '0 Back'));
    }
    case 'name':
      return shown(ask(...(note ? [note] : []), 'To apply, type your full name:', '0 Back'));
    case 'applications':
      return shown(await applicationsScreen(deps));
  }
}

/** Where an answer leads: the next state (with a note when it was wrong), or the last screen. */
type Step = { state: MenuState; note?: string } | { answer: UssdAnswer };

const wrong = (state: MenuState): Step => ({ state, note: WRONG_CHOICE });

/** Reads `input`, the answer to `state`'s screen. */
export async function step(deps: MenuDeps, state: MenuState, input: string): Promise<Step> {
  const choice = choiceOf(input.trim());
  switch (state.at) {
    case 'main':
      if (choice === 1) return { state: { at: 'county', page: 0 } };
      if (choice === 2) return { state: { at: 'applications' } };
      return wrong(state);
    case 'applications':
      return choice === 0 ? { state: START } : wrong(state);
    case 'county': {
      const picked = readPick(COUNTY_HEADER, counties, state.page, input.trim());
      if (picked.kind === 'back') return { state: state.page > 0 ? { ...state, page: state.page - 1 } : START };
      if (picked.kind === 'more') return { state: { ...state, page: state.page + 1 } };
      if (picked.kind === 'wrong') return wrong(state);
      return { state: { at: 'kind', county: liberianCounties[picked.index - 1] ?? null, page: 0 } };
    }
    case 'kind': {
      const list = await kinds(deps);
      const picked = readPick(KIND_HEADER, kindLabels(list), state.page, input.trim());
      if (picked.kind === 'back') {
        return { state: state.page > 0 ? { ...state, page: state.page - 1 } : { at: 'county', page: 0 } };
      }
      if (picked.kind === 'more') return { state: { ...state, page: state.page + 1 } };
      if (picked.kind === 'wrong') return wrong(state);
      if (picked.index === 0) return { state: { at: 'word', county: state.county } };
      const industryId = list[picked.index - 1]?.id ?? null;
      return { state: listOf({ county: state.county, industryId, word: null }) };
    }
    case 'word': {
      if (choice === 0) return { state: { at: 'kind', county: state.county, page: 0 } };
      const word = plain(input).slice(0, 40);
      if (toPrefixTsquery(word) === null) return { state, note: 'Type letters, e.g. driver.' };
      return { state: listOf({ county: state.county, industryId: null, word }) };
    }
    case 'jobs':
      return jobsStep(state, choice);
    case 'job':
      return jobStep(deps, state, choice);
    case 'name':
      return nameStep(deps, state, input);
  }
}

const listOf = (search: UssdSearch): JobsState => ({ at: 'jobs', search, page: 0, shown: [], more: false });

function jobsStep(state: JobsState, choice: number | null): Step {
  if (choice === 0) {
    if (state.page > 0) return { state: { ...state, page: state.page - 1 } };
    const { county, word } = state.search;
    return { state: word ? { at: 'word', county } : { at: 'kind', county, page: 0 } };
  }
  // 9 is More only while the screen offered it.
  if (choice === 9 && state.more) return { state: { ...state, page: state.page + 1 } };
  const jobId = choice !== null && choice >= 1 ? state.shown[choice - 1] : undefined;
  return jobId === undefined ? wrong(state) : { state: { at: 'job', list: state, jobId } };
}

async function jobStep(deps: MenuDeps, state: Extract<MenuState, { at: 'job' }>, choice: number | null): Promise<Step> {
  if (choice === 0) return { state: state.list };
  if (choice !== 1 && choice !== 2) return wrong(state);
  const job = await findOpenJob(deps.db, state.jobId);
  if (!job) return { answer: close('This job is no longer open. Dial again to find another.') };
  if (choice === 2) return { answer: sendJobBySms(deps, job) };
  if (needsName(await seekerOfCaller(deps))) return { state: { at: 'name', list: state.list, jobId: state.jobId } };
  return { answer: await applyByPhone(deps, job, null) };
}

/** A name as a basic phone types it: letters, spaces, dots, dashes and apostrophes, 2 to 60 of them. */
const NAME = /^[\p{L}][\p{L} .'-]{1,59}$/u;

async function nameStep(deps: MenuDeps, state: Extract<MenuState, { at: 'name' }>, input: string): Promise<Step> {
  const name = input.trim().replace(/\s+/g, ' ');
  if (name === '0') return { state: { at: 'job', list: state.list, jobId: state.jobId } };
  if (!NAME.test(name)) return { state, note: 'Type your name in letters.' };
  const job = await findOpenJob(deps.db, state.jobId);
  if (!job) return { answer: close('This job is no longer open. Dial again to find another.') };
  return { answer: await applyByPhone(deps, job, name) };
}
