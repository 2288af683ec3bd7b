import { type CompanyProfileForm, companyProfileFormSchema, INDUSTRY_UNKNOWN, ownCompanySchema } from '@lj/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fieldErrors, notFound } from '../../lib/http-errors';
import { siteOrigin } from '../../lib/media-url';
import { reencodeImage } from '../../lib/upload-checks';
import { MAX_IMAGE_BYTES, readMultipartForm, removeMedia, saveMedia } from '../../lib/uploads';
import { routeOptions } from '../../plugins/route-options';
import { findCompany, industryExists, serializeOwnCompany } from '../companies';
import { companyPhoneValues } from '../sms-phone';
import { type CompanyProfileValues, updateCompanyProfile } from './company-profile.repository';
import { zodFieldErrors } from './zod-field-errors';

/** Form fields as columns; fields left out of the form (all but the name) keep their stored value. */
function toProfileValues(form: CompanyProfileForm): CompanyProfileValues {
  const values: CompanyProfileValues = {
    name: form.name,
    // The name is required on this form: saving it is choosing it, and the company becomes public.
    nameChosen: true,
  };
  if (form.description !== undefined) values.description = form.description;
  if (form.size !== undefined) values.size = form.size;
  if (form.industry !== undefined) values.industryId = form.industry;
  if (form.website !== undefined) values.website = form.website;
  if (form.founded_year !== undefined) values.foundedYear = form.founded_year;
  if (form.location !== undefined) values.location = form.location;
  if (form.contact_email !== undefined) values.contactEmail = form.contact_email;
  // The company's one number: a change ends its SMS confirmation (sms-phone owns that rule).
  if (form.contact_phone !== undefined) Object.assign(values, companyPhoneValues(form.contact_phone));
  if (form.address !== undefined) values.address = form.address;
  if (form.linkedin !== undefined) values.linkedin = form.linkedin;
  if (form.twitter !== undefined) values.twitter = form.twitter;
  return values;
}

export const companyProfileRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (app, { config, db }) => {
  async function ownCompany(request: FastifyRequest) {
    const row = await findCompany(db, request.companyId);
    if (!row) throw notFound('Company not found.');
    return serializeOwnCompany(row, siteOrigin(config));
  }

  app.get(
    '/companies/profile/api/',
    routeOptions('company profile', ['company'], { response: { 200: ownCompanySchema } }),
    async (request) => ownCompany(request),
  );

  // Multipart (a logo file beside text fields), so the body is read and validated in the handler.
  app.post(
    '/companies/profile/api/',
    routeOptions('company profile', ['company'], { response: { 200: ownCompanySchema } }),
    async (request) => {
      const form = await readMultipartForm(request, { logo: MAX_IMAGE_BYTES });
      const parsed = companyProfileFormSchema.safeParse(form.fields);
      if (!parsed.success) throw zodFieldErrors(parsed.error);
      if (parsed.data.industry !== undefined && !(await industryExists(db, parsed.data.industry))) {
        throw fieldErrors({ industry: [INDUSTRY_UNKNOWN] });
      }
      const values = toProfileValues(parsed.data);
      const logoFile = form.files.get('logo');
      const newLogo = logoFile ? await saveMedia(config, 'logos', 'webp', await reencodeImage(logoFile)) : null;
      if (newLogo) values.logo = newLogo;
      else if (parsed.data.delete_logo === 'true') values.logo = null;

      let previousLogo: string | null;
      try {
        ({ previousLogo } = await updateCompanyProfile(db, request.companyId, values));
      } catch (error) {
        await removeMedia(config, newLogo, request.log);
        throw error;
      }
      if (values.logo !== undefined && previousLogo !== values.logo)
        await removeMedia(config, previousLogo, request.log);
      return ownCompany(request);
    },
  );
};
