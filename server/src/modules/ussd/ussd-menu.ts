import { type County, liberianCounties } from '@lj/contract';
import { listIndustries } from '../industries';
import { toPrefixTsquery } from '../jobs';
import { smsAlertByPhone } from './ussd-alert';
import { applicationsScreen, applyByPhone, type MenuDeps, needsName, seekerOfCaller, sendJobBySms } from './ussd-apply';
import { findOpenJob, jobPage, jobPageScreen, jobScreen, type UssdSearch } from './ussd-jobs';
import { choiceOf, pickScreen, readPick } from './ussd-pick';
import { ask, close, plain, type UssdAnswer, WRONG_CHOICE } from './ussd-text';

/**
 * The USSD menu as states: each step reads one answer against the screen the state showed and moves
 * to the next state (or closes). 1 Find jobs -> county -> kind of work -> 3 jobs a screen -> a job ->
 * apply or SMS; 2 My applications; 3 Job alerts by SMS -> county -> kind of work -> turn it on. A wrong
 * answer keeps the state and adds WRONG_CHOICE to its screen.
 */
type Goal = 'jobs' | 'alert';
type JobsState = { at: 'jobs'; search: UssdSearch; page: number; shown: number[]; more: boolean };
/** What a typed name is for: applying for a job seen in a list, or an alert. */
type NameFor = { jobId: number; list: JobsState } | { alert: UssdSearch; name: string };
export type MenuState =
  | { at: 'main' }
  | { at: 'county'; goal: Goal; page: number }
  | { at: 'kind'; goal: Goal; county: County | null; page: number }
  | { at: 'word'; goal: Goal; county: County | null }
  | JobsState
  | { at: 'job'; list: JobsState; jobId: number }
  | { at: 'alert'; search: UssdSearch; name: string }
  | { at: 'name'; for: NameFor }
  | { at: 'applications' };

export const START: MenuState = { at: 'main' };

const COUNTY_HEADER: Record<Goal, string> = { jobs: 'Jobs in which county?', alert: 'Alert for which county?' };
const KIND_HEADER = 'What kind of work?';
const ANYWHERE = 'Anywhere';
const counties = [ANYWHERE, ...liberianCounties];
const TYPE_A_WORD = 'Type a word';
const NAME_ASKED: Record<'job' | 'alert', string> = {
  job: 'To apply, type your full name:',
  alert: 'For your alert, type your full name:',
};

const kinds = async (deps: MenuDeps) => (await listIndustries(deps.db)).map(({ id, name }) => ({ id, name }));
const kindLabels = (list: { name: string }[]) => [TYPE_A_WORD, ...list.map((kind) => kind.name)];

/** The screen of a state; a job list reads its page, and the state keeps which jobs it showed. */
export async function render(
  deps: MenuDeps,
  state: MenuState,
  note?: string,
): Promise<{ state: MenuState; answer: UssdAnswer }> {
  const shown = (answer: UssdAnswer) => ({ state, answer });
  const noted = note ? [note] : [];
  switch (state.at) {
    case 'main':
      return shown(ask(...noted, deps.config.siteName, '1 Find jobs', '2 My applications', '3 Job alerts by SMS'));
    case 'county':
      return shown(pickScreen(COUNTY_HEADER[state.goal], counties, state.page, note));
    case 'kind':
      return shown(pickScreen(KIND_HEADER, kindLabels(await kinds(deps)), state.page, note));
    case 'word':
      return shown(ask(...noted, 'Type a word for the work, e.g. driver:', '0 Back'));
    case 'jobs': {
      const found = await jobPage(deps.db, state.search, state.page);
      const jobIds = found.jobs.map((job) => job.id);
      return { state: { ...state, shown: jobIds, more: found.more }, answer: jobPageScreen(found, note) };
    }
    case 'job': {
      const job = await findOpenJob(deps.db, state.jobId);
      return shown(job ? jobScreen(job, note) : ask('This job is no longer open.', '0 Back'));
    }
    case 'alert':
      return shown(ask(...noted, `New jobs by SMS each day: ${state.name}.`, '1 Turn it on', '0 Back'));
    case 'name':
      return shown(ask(...noted, NAME_ASKED['alert' in state.for ? 'alert' : 'job'], '0 Back'));
    case 'applications':
      return shown(await applicationsScreen(deps));
  }
}

/** Where an answer leads: the next state (with a note when it was wrong), or the last screen. */
export type Step = { state: MenuState; note?: string } | { answer: UssdAnswer };

const wrong = (state: MenuState): Step => ({ state, note: WRONG_CHOICE });

/** Reads `input`, the answer to `state`'s screen. */
export async function step(deps: MenuDeps, state: MenuState, input: string): Promise<Step> {
  const choice = choiceOf(input.trim());
  switch (state.at) {
    case 'main':
      if (choice === 1) return { state: { at: 'county', goal: 'jobs', page: 0 } };
      if (choice === 2) return { state: { at: 'applications' } };
      if (choice === 3) return { state: { at: 'county', goal: 'alert', page: 0 } };
      return wrong(state);
    case 'applications':
      return choice === 0 ? { state: START } : wrong(state);
    case 'county': {
      const picked = readPick(COUNTY_HEADER[state.goal], counties, state.page, input.trim());
      if (picked.kind === 'back') return { state: state.page > 0 ? { ...state, page: state.page - 1 } : START };
      if (picked.kind === 'more') return { state: { ...state, page: state.page + 1 } };
      if (picked.kind === 'wrong') return wrong(state);
      const county = liberianCounties[picked.index - 1] ?? null;
      return { state: { at: 'kind', goal: state.goal, county, page: 0 } };
    }
    case 'kind':
      return kindStep(deps, state, input);
    case 'word': {
      if (choice === 0) return { state: { ...state, at: 'kind', page: 0 } };
      const word = plain(input).slice(0, 40);
      if (toPrefixTsquery(word) === null) return { state, note: 'Type letters, e.g. driver.' };
      return { state: searchChosen(state.goal, { county: state.county, industryId: null, word }, word) };
    }
    case 'jobs':
      return jobsStep(state, choice);
    case 'job':
      return jobStep(deps, state, choice);
    case 'alert':
      if (choice === 0) return { state: { at: 'kind', goal: 'alert', county: state.search.county, page: 0 } };
      if (choice !== 1) return wrong(state);
      if (needsName(await seekerOfCaller(deps)))
        return { state: { at: 'name', for: { alert: state.search, name: state.name } } };
      return { answer: await smsAlertByPhone(deps, state.search, state.name, null) };
    case 'name':
      return nameStep(deps, state.for, input);
  }
}

async function kindStep(deps: MenuDeps, state: Extract<MenuState, { at: 'kind' }>, input: string): Promise<Step> {
  const list = await kinds(deps);
  const picked = readPick(KIND_HEADER, kindLabels(list), state.page, input.trim());
  if (picked.kind === 'back') {
    return { state: state.page > 0 ? { ...state, page: state.page - 1 } : { at: 'county', goal: state.goal, page: 0 } };
  }
  if (picked.kind === 'more') return { state: { ...state, page: state.page + 1 } };
  if (picked.kind === 'wrong') return wrong(state);
  const kind = list[picked.index - 1];
  if (!kind) return { state: { at: 'word', goal: state.goal, county: state.county } };
  return { state: searchChosen(state.goal, { county: state.county, industryId: kind.id, word: null }, kind.name) };
}

/** A search chosen: its jobs, or the alert of it, named after the kind of work and the county. */
function searchChosen(goal: Goal, search: UssdSearch, kind: string): MenuState {
  if (goal === 'alert')
    return { at: 'alert', search, name: plain(`${kind} in ${search.county ?? 'any county'}`).slice(0, 80) };
  return { at: 'jobs', search, page: 0, shown: [], more: false };
}

function jobsStep(state: JobsState, choice: number | null): Step {
  if (choice === 0) {
    if (state.page > 0) return { state: { ...state, page: state.page - 1 } };
    const { county, word } = state.search;
    return { state: word ? { at: 'word', goal: 'jobs', county } : { at: 'kind', goal: 'jobs', county, page: 0 } };
  }
  // 9 is More only while the screen offered it.
  if (choice === 9 && state.more) return { state: { ...state, page: state.page + 1 } };
  const jobId = choice !== null && choice >= 1 ? state.shown[choice - 1] : undefined;
  return jobId === undefined ? wrong(state) : { state: { at: 'job', list: state, jobId } };
}

const JOB_CLOSED = 'This job is no longer open. Dial again to find another.';

async function jobStep(deps: MenuDeps, state: Extract<MenuState, { at: 'job' }>, choice: number | null): Promise<Step> {
  if (choice === 0) return { state: state.list };
  if (choice !== 1 && choice !== 2) return wrong(state);
  const job = await findOpenJob(deps.db, state.jobId);
  if (!job) return { answer: close(JOB_CLOSED) };
  if (choice === 2) return { answer: sendJobBySms(deps, job) };
  if (needsName(await seekerOfCaller(deps)))
    return { state: { at: 'name', for: { jobId: state.jobId, list: state.list } } };
  return { answer: await applyByPhone(deps, job, null) };
}

/** A name as a basic phone types it: letters, spaces, dots, dashes and apostrophes, 2 to 60 of them. */
const NAME = /^[\p{L}][\p{L} .'-]{1,59}$/u;

async function nameStep(deps: MenuDeps, named: NameFor, input: string): Promise<Step> {
  const name = input.trim().replace(/\s+/g, ' ');
  if (name === '0') {
    if ('alert' in named) return { state: { at: 'alert', search: named.alert, name: named.name } };
    return { state: { at: 'job', list: named.list, jobId: named.jobId } };
  }
  if (!NAME.test(name)) return { state: { at: 'name', for: named }, note: 'Type your name in letters.' };
  if ('alert' in named) return { answer: await smsAlertByPhone(deps, named.alert, named.name, name) };
  const job = await findOpenJob(deps.db, named.jobId);
  if (!job) return { answer: close(JOB_CLOSED) };
  return { answer: await applyByPhone(deps, job, name) };
}
