import { zodResolver } from '@hookform/resolvers/zod';
import { PHONE_HINT, type User } from '@lj/contract';
import { useEffect, useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Field } from '../../../components/ui/field';
import { fieldBinder } from '../../../components/ui/form-field';
import { FormAlert } from '../../../components/ui/form-alert';
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
import { PICTURE_ACCEPT, pictureProblem, RESUME_ACCEPT, resumeProblem } from '../../../lib/upload-rules';
import { FileField } from './file-field';
import { useFilePreview } from '../../../lib/use-file-preview';
import { SeekerPhoneConfirmation } from '../phone/seeker-phone-confirmation';

/** Spec section 9: the success message stays 3 seconds. */
export const SUCCESS_MESSAGE_MS = 3000;
const SAVE_FAILED = 'Failed to update profile. Please try again.';
const noFiles: ProfileFiles = { picture: null, resume: null, deletePicture: false, deleteResume: false };

/** The two uploads, each with its box that deletes the stored file. */
const uploads = [
  {
    kind: 'picture',
    label: 'Profile picture',
    accept: PICTURE_ACCEPT,
    hint: 'PNG, JPEG or WebP, at most 5 MB.',
    spacing: 'mb-3',
  },
  { kind: 'resume', label: 'Resume', accept: RESUME_ACCEPT, hint: 'PDF, DOC or DOCX, at most 10 MB.', spacing: 'mb-4' },
] as const;
const deleteFlag = { picture: 'deletePicture', resume: 'deleteResume' } as const;

/** Spec section 8: the server's `error` field, else its detail, else the generic message. */
function saveFailure(error: unknown): string {
  if (error instanceof ApiError && typeof error.data.error === 'string' && error.data.error) return error.data.error;
  return errorDetail(error) ?? SAVE_FAILED;
}

/** The right column of the job seeker profile: every field of the form, files and delete flags. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(user),
  });
  const { handleSubmit, reset, setError } = form;
  const typedPhone = useWatch({ control: form.control, name: 'phone_number' });
  const field = fieldBinder(form, profileFormSchema);
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
      for (const [name, message] of Object.entries(byField)) {
        if (name === 'picture' || name === 'resume') setFileErrors((current) => ({ ...current, [name]: message }));
        else if (name in values) setError(name as Path<ProfileFormInput>, { message });
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
            <Field className="col-md-6" label="First name" autoComplete="given-name" {...field('first_name')} />
            <Field className="col-md-6" label="Last name" autoComplete="family-name" {...field('last_name')} />
          </div>
          <TextareaField label="Bio" rows={4} {...field('bio')} />
          {/* The seeker's one number: employers call it, and SMS go to it once confirmed (the step under it). */}
          <Field
            label="Phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={PHONE_HINT}
            spacing="mb-2"
            {...field('phone_number')}
          />
          <SeekerPhoneConfirmation
            saved={profile?.phone_number ?? ''}
            confirmed={profile?.phone_confirmed ?? false}
            receipts={profile?.sms_receipts ?? false}
            statusNews={profile?.sms_status_news ?? false}
            typed={typedPhone ?? ''}
            onProblem={(message) => setError('phone_number', { message })}
          />
          <Field label="Birth date" type="date" max={todayIso()} {...field('birth_date')} />
          <Field label="Location" hint="Town and county, for example Monrovia, Montserrado" {...field('location')} />
          <div className="row">
            <Field className="col-md-4" label="City" autoComplete="address-level2" {...field('city')} />
            <Field className="col-md-4" label="Region" autoComplete="address-level1" {...field('region')} />
            <Field className="col-md-4" label="Country" autoComplete="country-name" {...field('country')} />
          </div>
          <TextareaField label="Education" rows={3} {...field('education')} />
          <Field label="LinkedIn URL" type="url" placeholder="https://" {...field('linkedin_url')} />
          <Field label="GitHub URL" type="url" placeholder="https://" {...field('github_url')} />
          <Field label="Portfolio URL" type="url" placeholder="https://" {...field('portfolio_url')} />
          <Field
            label="Skills"
            hint="Separate skills with commas, for example Accounting, Driving, Excel"
            {...field('skills_api')}
          />

          {uploads.map(({ kind, label, accept, hint, spacing }) => (
            <div className={spacing} key={`${kind}-${fileInputsKey}`}>
              <FileField
                label={label}
                accept={accept}
                hint={hint}
                error={fileErrors[kind]}
                onFile={(file) => chooseFile(kind, file)}
              />
              {kind === 'picture' && preview && (
                <img
                  src={preview}
                  alt="Preview before saving"
                  width={96}
                  height={96}
                  className="rounded-circle object-fit-cover border"
                />
              )}
              {profile?.[kind] && (
                <CheckboxField
                  id={`delete-${kind}`}
                  className="mt-2"
                  label={`Delete current ${kind}`}
                  checked={files[deleteFlag[kind]]}
                  onChange={(event) =>
                    setFiles((current) => ({ ...current, [deleteFlag[kind]]: event.currentTarget.checked }))
                  }
                />
              )}
            </div>
          ))}

          <FormAlert message={failure} />
          <FormAlert message={succeeded ? 'Profile updated successfully!' : null} variant="success" />
          <SubmitButton pending={update.isPending} className="btn btn-primary">
            Save Changes
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}
