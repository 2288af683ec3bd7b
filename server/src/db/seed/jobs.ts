import type { jobs } from '../schema';
import type { DemoCompany } from './companies';
import { demoIndustries, type JobTemplate } from './industries';
import type { Random } from './random';

type JobInsert = typeof jobs.$inferInsert;
type PayPeriod = NonNullable<JobInsert['payPeriod']>;
type JobType = NonNullable<JobInsert['jobType']>;

/** Roughly the market rate; LRD salaries are the USD ones converted and rounded like real adverts. */
const LRD_PER_USD = 190;
const DAY_MS = 24 * 60 * 60 * 1000;

const seniority: Record<JobTemplate['level'], string> = {
  entry: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  executive: 'Management',
};

const benefitsPool = [
  'health insurance for you and your dependants',
  'a monthly transport allowance',
  'a bag of rice every month',
  'NASSCORP social security contributions',
  '20 days of paid annual leave',
  'paid training and certification',
  'a yearly performance bonus',
  'a mobile phone credit allowance',
  'lunch on working days',
] as const;

const siteBenefits = ['staff housing at the site', 'rotation travel paid by the company'] as const;

const closings = [
  'We offer a respectful workplace and clear chances to grow.',
  'Women and people from the county are strongly encouraged to apply.',
  'Shortlisted candidates will be contacted for an interview within two weeks.',
  'Join a team that has been building Liberia for years.',
  'Send your application through this page; no fees are ever charged to applicants.',
] as const;

function listSentence(items: readonly string[]): string {
  const text = items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** Monthly USD range -> the advertised range for the pay period and currency. */
function salaryFor(usd: readonly [number, number], payPeriod: PayPeriod, currency: 'USD' | 'LRD'): [number, number] {
  // A month of 173 working hours, 22 working days, 52/12 weeks.
  const factor = { hourly: 1 / 173, daily: 1 / 22, weekly: 12 / 52, monthly: 1, yearly: 12 }[payPeriod];
  const rate = currency === 'LRD' ? LRD_PER_USD : 1;
  const step = {
    USD: { hourly: 0.5, daily: 1, weekly: 5, monthly: 10, yearly: 500 },
    LRD: { hourly: 50, daily: 100, weekly: 250, monthly: 500, yearly: 10_000 },
  }[currency][payPeriod];
  const min = roundTo(usd[0] * factor * rate, step);
  return [min, Math.max(min, roundTo(usd[1] * factor * rate, step))];
}

function jobTypeFor(random: Random, template: JobTemplate): JobType {
  if (template.level === 'entry' && random.chance(0.2)) return 'internship';
  const roll = random.next();
  if (roll < 0.68) return 'full_time';
  // Senior roles are not advertised part-time.
  if (roll < 0.86 || template.level === 'senior' || template.level === 'executive') return 'contract';
  return 'part_time';
}

function payPeriodFor(random: Random, template: JobTemplate, jobType: JobType): PayPeriod {
  if (jobType === 'part_time') return random.chance(0.7) ? 'hourly' : 'monthly';
  if (template.paidByTheDay && random.chance(0.5)) return 'daily';
  if (template.level === 'entry' && random.chance(0.15)) return 'weekly';
  if ((template.level === 'senior' || template.level === 'executive') && random.chance(0.3)) return 'yearly';
  return 'monthly';
}

const employmentTypes: Record<JobType, readonly string[]> = {
  full_time: ['Permanent', 'Permanent, six months probation'],
  contract: ['Fixed-term contract (12 months)', 'Fixed-term contract (6 months)', 'Project contract'],
  part_time: ['Part-time, three days a week', 'Part-time, mornings'],
  internship: ['Paid internship (6 months)', 'Paid internship (3 months)'],
};

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export type SeedCompany = { id: number; data: DemoCompany };

/** Builds `count` jobs spread over the companies (bigger companies post more), relative to `now`. */
export function buildDemoJobs(random: Random, companies: readonly SeedCompany[], count: number, now: Date) {
  const weight = { small: 1, medium: 2, large: 3 };
  const weighted = companies.flatMap((company) => Array(weight[company.data.size]).fill(company) as SeedCompany[]);
  // Every company gets two jobs, the rest go by size.
  const owners = [...companies, ...companies];
  while (owners.length < count) owners.push(random.pick(weighted));

  return owners.slice(0, count).map((company): JobInsert => {
    const data = company.data;
    const template = random.pick(demoIndustries[data.industry].jobs);
    const remote = template.remoteOk === true && random.chance(data.remoteFriendly ? 0.5 : 0.2);
    const location = remote ? 'Remote' : random.chance(0.6) ? (data.sites[0] ?? '') : random.pick(data.sites);
    const jobType = jobTypeFor(random, template);
    const payPeriod = payPeriodFor(random, template, jobType);
    // Well-paid roles are advertised in US dollars, as in Liberia; modest ones often in Liberian dollars.
    const currency = template.usd[1] <= 800 && random.chance(0.45) ? 'LRD' : 'USD';
    const [salaryMin, salaryMax] = salaryFor(template.usd, payPeriod, currency);
    const hasSalary = !random.chance(0.06);
    const createdAt = new Date(now.getTime() - random.int(0, 45 * 24 * 60) * 60_000);
    const deadlineRoll = random.next();
    const deadline =
      deadlineRoll < 0.1
        ? null
        : deadlineRoll < 0.17
          ? isoDate(new Date(now.getTime() - random.int(1, 10) * DAY_MS))
          : isoDate(new Date(now.getTime() + random.int(5, 60) * DAY_MS));
    const place = remote ? 'working remotely' : `in ${location}`;
    const benefits: string[] = random.sample(benefitsPool, random.int(2, 4));
    if (data.industry === 'Mining' && !remote && random.chance(0.7)) benefits.push(random.pick(siteBenefits));

    return {
      companyId: company.id,
      title: template.title,
      description: `${data.name} is hiring ${/^[AEIO]/.test(template.title) ? 'an' : 'a'} ${template.title} ${place}. ${template.duties} ${random.pick(closings)}`,
      requirements: template.requirements,
      location,
      isRemote: remote,
      remoteOption: remote ? 'Fully remote' : template.remoteOk && random.chance(0.3) ? 'Hybrid' : 'On-site',
      jobType,
      experienceLevel: template.level,
      payPeriod,
      salaryMin: hasSalary ? salaryMin : null,
      salaryMax: hasSalary ? salaryMax : null,
      salaryCurrency: currency,
      isActive: !random.chance(0.1),
      deadline,
      skills: [...template.skills],
      educationRequirements: template.education,
      benefits: listSentence(benefits),
      seniorityLevel: seniority[template.level],
      employmentType: random.pick(employmentTypes[jobType]),
      positionsAvailable: template.level === 'entry' ? random.int(1, 6) : random.chance(0.8) ? 1 : 2,
      views: random.int(0, 250),
      createdAt,
      updatedAt: createdAt,
    };
  });
}
