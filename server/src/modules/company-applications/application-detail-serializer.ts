import type { ApplicantCv, ApplicationDetail } from '@lj/contract';
import { mediaUrl } from '../../lib/media-url';
import { serializeApplicationWithApplicant } from '../applications';
import type { CompanyApplicationRow } from './company-applications.repository';

function serializeCv(cv: CompanyApplicationRow['cv'], skills: string[]): ApplicantCv | null {
  if (!cv) return null;
  return {
    summary: cv.summary,
    skills_api: skills,
    skills: skills.join(', '),
    education: cv.education,
    experience: cv.experience,
    certifications: cv.certifications.join(', '),
    languages: cv.languages.join(', '),
    hobbies: cv.hobbies.join(', '),
  };
}

/** The company view of one application (spec section 3); picture and résumé as absolute URLs. */
export function serializeApplicationDetail(row: CompanyApplicationRow, origin: string): ApplicationDetail {
  return {
    ...serializeApplicationWithApplicant(row, origin),
    job: row.job,
    structured_cv: serializeCv(row.cv, row.skills ?? []),
    resume: mediaUrl(origin, row.resume),
    resume_pages: (row.resumePages ?? []).map((key) => mediaUrl(origin, key) as string),
  };
}
