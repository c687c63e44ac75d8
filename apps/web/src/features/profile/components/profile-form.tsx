import { economistProfileFields, type EconomistProfile, type EconomistProfileFields, type EconomistProfileInput } from '@damages/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Alert, Col, Row } from 'react-bootstrap';
import { useForm, type FieldPath } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { BusyButton, TextField } from '../../../ui/index.ts';
import { createProfile, updateProfile } from '../api/profiles-api.ts';
import { profileFormValues, type ProfileFormValues } from '../model/profile-form-values.ts';
import { SignatureField } from './signature-field.tsx';
import { TestimonyList } from './testimony-list.tsx';

interface ProfileFormProps {
  /** The stored profile, or undefined for a colleague not saved yet. */
  profile: EconomistProfile | undefined;
  onSaved: (profile: EconomistProfile) => void;
}

type Outcome = { kind: 'saved' } | { kind: 'failed'; message: string } | undefined;

/**
 * One economist's profile. The contract's schema checks it as the server
 * will; the server's field issues, should it still refuse, appear inline too.
 */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EconomistProfileInput, unknown, EconomistProfileFields>({
    resolver: zodResolver(economistProfileFields),
    defaultValues: profileFormValues(profile),
    // Checked on Save, then as the user corrects: a message appearing on blur would move the Save button under the pointer.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [outcome, setOutcome] = useState<Outcome>();
  const signature = watch('signatureImage');

  const save = handleSubmit(
    async (fields) => {
      setOutcome(undefined);
      try {
        const saved = profile ? await updateProfile(profile.id, fields) : await createProfile(fields);
        setOutcome({ kind: 'saved' });
        onSaved(saved);
      } catch (error) {
        const apiError = error instanceof ApiError ? error : undefined;
        for (const issue of apiError?.issues ?? []) {
          if (issue.path) setError(issue.path as FieldPath<EconomistProfileInput>, { type: 'server', message: issue.message });
        }
        setOutcome({ kind: 'failed', message: `The profile was not saved: ${apiError?.message ?? String(error)}` });
      }
    },
    () => setOutcome({ kind: 'failed', message: 'The profile was not saved: please correct the fields marked above.' }),
  );

  const field = (name: Exclude<keyof ProfileFormValues, 'testimony' | 'signatureImage'>) => ({
    id: name,
    registration: register(name),
    error: errors[name]?.message,
    // The alert at the foot of the form is the one announcement; each inline message is read with its field.
    announceError: false,
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} aria-label={profile ? `Profile of ${profile.fullName}` : 'New colleague'}>
      <Row>
        <Col md={6}>
          <TextField {...field('fullName')} label="Full name" autoComplete="name" />
        </Col>
        <Col md={6}>
          <TextField {...field('credentials')} label="Credentials" hint="As they follow your name, e.g. Ph.D., CFA" />
        </Col>
        <Col md={6}>
          <TextField {...field('title')} label="Title" autoComplete="organization-title" />
        </Col>
        <Col md={6}>
          <TextField {...field('firm')} label="Firm" autoComplete="organization" />
        </Col>
        <Col md={12}>
          <TextField {...field('address')} label="Address" rows={3} autoComplete="street-address" />
        </Col>
        <Col md={6}>
          <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
        </Col>
        <Col md={6}>
          <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" />
        </Col>
      </Row>
      <fieldset className="mb-1">
        <legend className="form-label fs-6 mb-1">Hourly fee</legend>
        <Row>
          <Col md={6}>
            <TextField
              {...field('hourlyFeeStudy')}
              label="Hourly fee — study"
              prefix="$"
              inputMode="decimal"
              hint="Dollars per hour for study and the report"
            />
          </Col>
          <Col md={6}>
            <TextField
              {...field('hourlyFeeTestimony')}
              label="Hourly fee — testimony"
              prefix="$"
              inputMode="decimal"
              hint="Dollars per hour for deposition and trial"
            />
          </Col>
        </Row>
      </fieldset>
      <TextField
        {...field('qualifications')}
        label="Qualifications"
        rows={5}
        hint="Education, positions and memberships, as the statement of qualifications reads"
      />
      <TextField {...field('publications')} label="Publications (last 10 years)" rows={5} hint="One publication a line" />
      <TestimonyList control={control} register={register} errors={errors} />
      <SignatureField
        value={signature ?? null}
        error={errors.signatureImage?.message}
        onChange={(value) => setValue('signatureImage', value, { shouldDirty: true, shouldValidate: true })}
      />
      {outcome?.kind === 'saved' && (
        <Alert variant="success" role="status" className="py-2">
          Profile saved.
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert variant="danger" role="alert" className="py-2">
          {outcome.message}
        </Alert>
      )}
      <BusyButton busy={isSubmitting} busyLabel="Saving profile" className="px-4">
        Save profile
      </BusyButton>
    </form>
  );
}
