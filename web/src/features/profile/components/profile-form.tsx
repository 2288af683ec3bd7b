import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@lj/contract';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { useUpdateProfile } from '../api/update-profile';
import {
  type ProfileFiles,
  type ProfileFormInput,
  type ProfileFormValues,
  profileFormDefaults,
  profileFormSchema,
  todayIso,
  toProfileFormData,
} from '../profile-form-schema';
import { PICTURE_ACCEPT, pictureProblem, RESUME_ACCEPT, resumeProblem } from '../upload-rules';
import { FileField } from './file-field';
import { useFilePreview } from '../../../lib/use-file-preview';

/** Spec section 9: the success message stays 3 seconds. */
export const SUCCESS_MESSAGE_MS = 3000;
const SAVE_FAILED = 'Failed to update profile. Please try again.';
const noFiles: ProfileFiles = { picture: null, resume: null, deletePicture: false, deleteResume: false };

/** Spec section 8: the server's `error` field, else its detail, else the generic message. */
function saveFailure(error: unknown): string {
  if (error instanceof ApiError && typeof error.data.error === 'string' && error.data.error) return error.data.error;
  return errorDetail(error) ?? SAVE_FAILED;
}

/** The right column of the job seeker profile: every field of the form, files and delete flags. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(user),
  });
  const [files, setFiles] = useState<ProfileFiles>(noFiles);
  const [fileErrors, setFileErrors] = useState<{ picture?: string; resume?: string }>({});
  // Remounts the file inputs after a save so they show no file chosen.
  const [fileInputsKey, setFileInputsKey] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const preview = useFilePreview(files.picture);
  const profile = user.profile;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setSucceeded(false), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const chooseFile = (kind: 'picture' | 'resume', file: File | null) => {
    const problem = file ? (kind === 'picture' ? pictureProblem(file) : resumeProblem(file)) : null;
    setFileErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
    setFiles((current) => ({ ...current, [kind]: problem ? null : file }));
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setSucceeded(false);
    try {
      const saved = await update.mutateAsync(toProfileFormData(values, files));
      // Spec section 4: after a successful save the flags reset and the preview clears.
      reset(profileFormDefaults(saved));
      setFiles(noFiles);
      setFileErrors({});
      setFileInputsKey((key) => key + 1);
      setSucceeded(true);
    } catch (error) {
      const byField = fieldErrors(error);
      for (const [field, message] of Object.entries(byField)) {
        if (field === 'picture' || field === 'resume') setFileErrors((current) => ({ ...current, [field]: message }));
        else if (field in values) setError(field as Path<ProfileFormInput>, { message });
      }
      setFailure(saveFailure(error));
    }
  });

  return (
    <section className="card shadow-sm" aria-labelledby="edit-profile-title">
      <div className="card-body">
        <h2 className="h4 mb-3" id="edit-profile-title">
          Edit Profile
        </h2>
        <form onSubmit={onSubmit} noValidate>
          <div className="row">
            <Field
              className="col-md-6"
              label="First name"
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <Field
              className="col-md-6"
              label="Last name"
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </div>
          <TextareaField label="Bio" rows={4} error={errors.bio?.message} {...register('bio')} />
          <div className="row">
            <Field
              className="col-md-6"
              label="Phone number"
              type="tel"
              autoComplete="tel"
              error={errors.phone_number?.message}
              {...register('phone_number')}
            />
            <Field
              className="col-md-6"
              label="Birth date"
              type="date"
              max={todayIso()}
              error={errors.birth_date?.message}
              {...register('birth_date')}
            />
          </div>
          <Field
            label="Location"
            hint="Town and county, for example Monrovia, Montserrado"
            error={errors.location?.message}
            {...register('location')}
          />
          <div className="row">
            <Field
              className="col-md-4"
              label="City"
              autoComplete="address-level2"
              error={errors.city?.message}
              {...register('city')}
            />
            <Field
              className="col-md-4"
              label="Region"
              autoComplete="address-level1"
              error={errors.region?.message}
              {...register('region')}
            />
            <Field
              className="col-md-4"
              label="Country"
              autoComplete="country-name"
              error={errors.country?.message}
              {...register('country')}
            />
          </div>
          <TextareaField label="Education" rows={3} error={errors.education?.message} {...register('education')} />
          <Field
            label="LinkedIn URL"
            type="url"
            placeholder="https://"
            error={errors.linkedin_url?.message}
            {...register('linkedin_url')}
          />
          <Field
            label="GitHub URL"
            type="url"
            placeholder="https://"
            error={errors.github_url?.message}
            {...register('github_url')}
          />
          <Field
            label="Portfolio URL"
            type="url"
            placeholder="https://"
            error={errors.portfolio_url?.message}
            {...register('portfolio_url')}
          />
          <Field
            label="Skills"
            hint="Separate skills with commas, for example Accounting, Driving, Excel"
            error={errors.skills_api?.message}
            {...register('skills_api')}
          />

          <div className="mb-3" key={`picture-${fileInputsKey}`}>
            <FileField
              label="Profile picture"
              accept={PICTURE_ACCEPT}
              hint="PNG, JPEG or WebP, at most 5 MB."
              error={fileErrors.picture}
              onFile={(file) => chooseFile('picture', file)}
            />
            {preview && (
              <img
                src={preview}
                alt="Preview before saving"
                width={96}
                height={96}
                className="rounded-circle object-fit-cover border"
              />
            )}
            {profile?.picture && (
              <div className="form-check mt-2">
                <input
                  className="form-check-input"
                  type="checkbox"
                  id="delete-picture"
                  checked={files.deletePicture}
                  onChange={(event) =>
                    setFiles((current) => ({ ...current, deletePicture: event.currentTarget.checked }))
                  }
                />
                <label className="form-check-label" htmlFor="delete-picture">
                  Delete current picture
                </label>
              </div>
            )}
          </div>

          <div className="mb-4" key={`resume-${fileInputsKey}`}>
            <FileField
              label="Resume"
              accept={RESUME_ACCEPT}
              hint="PDF, DOC or DOCX, at most 10 MB."
              error={fileErrors.resume}
              onFile={(file) => chooseFile('resume', file)}
            />
            {profile?.resume && (
              <div className="form-check mt-2">
                <input
                  className="form-check-input"
                  type="checkbox"
                  id="delete-resume"
                  checked={files.deleteResume}
                  onChange={(event) =>
                    setFiles((current) => ({ ...current, deleteResume: event.currentTarget.checked }))
                  }
                />
                <label className="form-check-label" htmlFor="delete-resume">
                  Delete current resume
                </label>
              </div>
            )}
          </div>

          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          {succeeded && (
            <div className="alert alert-success" role="status">
              Profile updated successfully!
            </div>
          )}
          <SubmitButton pending={update.isPending} className="btn btn-primary">
            Save Changes
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}
