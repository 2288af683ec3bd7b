import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createApplication, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applications, jobSeekerProfiles, structuredCvs } from '../../db/schema';

describe('company view of applications', () => {
  let t: TestApp;
  let owner: TestClient;
  let rival: TestClient;
  let seeker: TestClient;
  let applicationId: number;
  let jobId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const company = await createCompany(db, { name: 'Bong Mines Ltd' });
    const rivalCompany = await createCompany(db);
    const job = await createJob(db, company.id, { title: 'Geologist' });
    jobId = job.id;
    const user = await createUser(db, { firstName: 'Musu', lastName: 'Kollie', email: 'musu@example.com' });
    await db.insert(jobSeekerProfiles).values({
      userId: user.id,
      phoneNumber: '+231 770 123 456',
      location: 'Ganta, Nimba',
      picture: 'pictures/musu.webp',
      resume: 'resumes/musu.pdf',
      skills: ['Mapping', 'Core logging'],
    });
    await db.insert(structuredCvs).values({
      userId: user.id,
      summary: 'Field geologist.',
      languages: ['English', 'Kpelle'],
      certifications: ['First aid'],
      hobbies: ['Football'],
      education: [
        {
          degree: 'BSc Geology',
          institution: 'University of Liberia',
          specialization: 'Mineralogy',
          city: 'Monrovia',
          start_month: 9,
          start_year: 2015,
          end_month: 7,
          end_year: 2019,
        },
      ],
      experience: [],
    });
    applicationId = (await createApplication(db, job.id, user.id, 'I know the Nimba range well.')).id;
    owner = await signIn(t.app, db, company.userId);
    rival = await signIn(t.app, db, rivalCompany.userId);
    seeker = await signIn(t.app, db, user.id);
  });
  afterAll(async () => t.close());

  const storedStatus = async (id: number) =>
    (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;

  it('when the owning company opens an application, then it sees the applicant, the job and the CV', async () => {
    const response = await owner.get(`/accounts/api/applications/${applicationId}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: applicationId,
      status: 'pending',
      applied_at: expect.any(String),
      cover_letter: 'I know the Nimba range well.',
      profile_missing: [],
      by_phone: false,
      applicant: {
        name: 'Musu Kollie',
        email: 'musu@example.com',
        profile_picture: expect.stringContaining('/media/pictures/musu.webp'),
      },
      user: {
        name: 'Musu Kollie',
        email: 'musu@example.com',
        phone_number: '+231 770 123 456',
        location: 'Ganta, Nimba',
        profile_picture: expect.stringContaining('/media/pictures/musu.webp'),
      },
      job: { id: jobId, title: 'Geologist' },
      structured_cv: {
        summary: 'Field geologist.',
        skills_api: ['Mapping', 'Core logging'],
        skills: 'Mapping, Core logging',
        education: [expect.objectContaining({ degree: 'BSc Geology', start_year: 2015 })],
        experience: [],
        certifications: 'First aid',
        languages: 'English, Kpelle',
        hobbies: 'Football',
      },
      resume: expect.stringMatching(/^https?:\/\/.+\/media\/resumes\/musu\.pdf/),
      resume_pages: [],
    });
    expect(response.json().applicant.profile_picture).toMatch(/^https?:\/\//);
  });

  it('when the applicant has no structured CV, then structured_cv is null', async () => {
    const db = t.database.db;
    const plain = await createUser(db);
    const id = (await createApplication(db, jobId, plain.id)).id;
    const body = (await owner.get(`/accounts/api/applications/${id}/`)).json();
    expect(body).toMatchObject({ structured_cv: null, resume: null, applicant: { name: plain.email } });
  });

  it('when the applicant has an empty profile, then the application says it lacks a name, a phone and a CV', async () => {
    const db = t.database.db;
    const plain = await createUser(db, { firstName: ' ', lastName: '' });
    // A structured CV saved with nothing the employer could read is no CV; a blank phone is no phone.
    await db.insert(structuredCvs).values({ userId: plain.id, languages: ['English'] });
    await db.insert(jobSeekerProfiles).values({ userId: plain.id, phoneNumber: '  ' });
    const id = (await createApplication(db, jobId, plain.id)).id;
    const body = (await owner.get(`/accounts/api/applications/${id}/`)).json();
    expect(body.profile_missing).toEqual(['name', 'phone', 'cv']);
  });

  it('when the applicant has a name and an uploaded résumé only, then only the phone is missing', async () => {
    const db = t.database.db;
    const user = await createUser(db, { firstName: 'Sia', lastName: 'Kamara' });
    await db.insert(jobSeekerProfiles).values({ userId: user.id, resume: 'resumes/sia.pdf' });
    const id = (await createApplication(db, jobId, user.id)).id;
    const body = (await owner.get(`/accounts/api/applications/${id}/`)).json();
    expect(body.profile_missing).toEqual(['phone']);
  });

  it('when the applicant sent photographed pages of a paper CV only, then the CV is not missing', async () => {
    const db = t.database.db;
    const user = await createUser(db, { firstName: 'Musu', lastName: 'Doe' });
    await db
      .insert(jobSeekerProfiles)
      .values({ userId: user.id, phoneNumber: '0770123456', resumePages: ['resumes/musu-1.webp'] });
    const id = (await createApplication(db, jobId, user.id)).id;
    const body = (await owner.get(`/accounts/api/applications/${id}/`)).json();
    expect(body.profile_missing).toEqual([]);
  });

  it('when another company, a job seeker or a guest opens it, then 404, 403 and 401', async () => {
    expect((await rival.get(`/accounts/api/applications/${applicationId}/`)).statusCode).toBe(404);
    expect((await seeker.get(`/accounts/api/applications/${applicationId}/`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(`/accounts/api/applications/${applicationId}/`)).statusCode).toBe(401);
    expect((await owner.get('/accounts/api/applications/2000000/')).statusCode).toBe(404);
  });

  it('when the owner changes the status, then the new status is answered and shown afterwards', async () => {
    for (const status of ['approved', 'rejected', 'pending', 'approved'] as const) {
      const response = await owner.patch(`/accounts/api/applications/${applicationId}/status/`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: applicationId, status, job: { id: jobId } });
      expect((await owner.get(`/accounts/api/applications/${applicationId}/`)).json().status).toBe(status);
    }
    expect(await storedStatus(applicationId)).toBe('approved');
  });

  it('when the status is not one of the three, then 400 names the field and nothing changes', async () => {
    const before = await storedStatus(applicationId);
    for (const body of [{ status: 'shortlisted' }, {}]) {
      const response = await owner.patch(`/accounts/api/applications/${applicationId}/status/`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toEqual([expect.any(String)]);
    }
    expect(await storedStatus(applicationId)).toBe(before);
  });

  it('when anyone but the owner changes the status, then it is refused and nothing changes', async () => {
    const before = await storedStatus(applicationId);
    const url = `/accounts/api/applications/${applicationId}/status/`;
    expect((await rival.patch(url, { status: 'rejected' })).statusCode).toBe(404);
    expect((await seeker.patch(url, { status: 'rejected' })).statusCode).toBe(403);
    expect((await new TestClient(t.app).patch(url, { status: 'rejected' })).statusCode).toBe(401);
    expect(await storedStatus(applicationId)).toBe(before);
  });
});
