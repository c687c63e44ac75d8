import { economistSnapshotOf, isFirmEconomistId, signatureName, type EconomistProfile, type EconomistSnapshot } from '@damages/contracts';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useEconomists } from '../../../lib/economists.ts';
import { useEconomistProfiles, type ProfilesState } from '../../profile/index.ts';
import { InputField } from '../fields/input-field.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import { SelectField, type Option } from '../fields/select-field.tsx';
import type { FormValues } from '../model/form-values.ts';
import { ForumField } from './forum-field.tsx';

const CASE_NAME_PLACEHOLDER = 'Martinez v. Acme Trucking, Inc.';
const PROFILES_UNAVAILABLE = 'Your economist profiles could not be loaded; the firm’s economists are offered instead.';
/** A first sign-in: the report is signed by a profile, and the account has none yet. */
const NO_PROFILE_YET = 'You have no economist profile yet. Your reports are signed with it: your name, credentials and signature.';

/**
 * Case Information: who signs the report, the retaining attorney or firm, the
 * three case dates, and the case caption with the retaining attorney's details.
 */
export const CaseInformation = memo(function CaseInformation() {
  const profiles = useEconomistProfiles();
  const options = useEconomistOptions(profiles);
  return (
    <SectionCard title="Case Information">
      <Row>
        <Col md={6}>
          <SelectField name="case.economist" label="Economist" options={options} />
          {profiles.state === 'failed' && <div className="form-text mb-3">{PROFILES_UNAVAILABLE}</div>}
          {profiles.state === 'ready' && profiles.profiles.length === 0 && (
            <div className="form-text mb-3">
              {NO_PROFILE_YET} <Link to="/profile">Create your profile</Link>
            </div>
          )}
        </Col>
        <Col md={6}>
          <InputField name="case.retainingAttorneyOrFirm" label="Retaining Attorney or Firm" />
        </Col>
      </Row>
      <Row>
        <Col md={4}>
          <InputField name="case.dateOfReport" label="Date of Report" type="date" />
        </Col>
        <Col md={4}>
          <InputField name="case.dateOfTrial" label="Date of trial" type="date" />
        </Col>
        <Col md={4}>
          <InputField name="case.dateOfInjuryOrDeath" label="Date of injury or death" type="date" />
        </Col>
      </Row>
      <ForumField />
      <Row>
        <Col md={6}>
          <InputField name="case.caseName" label="Case name" placeholder={CASE_NAME_PLACEHOLDER} />
        </Col>
        <Col md={3}>
          <InputField name="case.court" label="Court" />
        </Col>
        <Col md={3}>
          <InputField name="case.docketNumber" label="Docket number" />
        </Col>
      </Row>
      <Row>
        <Col md={4}>
          <InputField name="case.attorneyName" label="Attorney name" />
        </Col>
        <Col md={4}>
          <InputField name="case.attorneyFirm" label="Attorney firm" />
        </Col>
        <Col md={4}>
          <InputField name="case.attorneyAddress" label="Attorney address" rows={2} />
        </Col>
      </Row>
    </SectionCard>
  );
});

const ownProfile = (profiles: readonly EconomistProfile[]) => profiles.find((p) => p.isPrimary) ?? profiles[0];

/**
 * The Economist choice: the account's profiles (its own first, then colleagues;
 * value = profile id). A case saved before profiles keeps economist-1/2, shown as
 * the firm's economist of that id; a case signed by a profile this account no
 * longer has keeps it, named from the snapshot saved with the case. If the
 * profiles cannot be read, the firm's economists are offered so the form still
 * works. Keeps `case.economistProfile` in step with the choice, and chooses the
 * account's own profile for a new case.
 */
function useEconomistOptions(profiles: ProfilesState): Option[] {
  const { control, setValue, getValues, watch } = useFormContext<FormValues>();
  const firm = useEconomists();
  const economist = useWatch({ control, name: 'case.economist' });
  const watched: unknown = useWatch({ control, name: 'case.economistProfile' });
  const snapshot = watched as EconomistSnapshot | undefined;
  const defaulted = useRef(false);

  // A reset of the whole form (discarding a draft) opens it afresh: the default is chosen again,
  // while a user who clears the choice themselves keeps it cleared.
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name === undefined && type === undefined) defaulted.current = false;
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  useEffect(() => {
    if (profiles.state !== 'ready') return;
    const own = ownProfile(profiles.profiles);
    if (!defaulted.current) {
      defaulted.current = true;
      if (getValues('case.economist') === '' && own) {
        setValue('case.economist', own.id);
        return;
      }
    }
    const chosen = profiles.profiles.find((p) => p.id === economist);
    if (chosen) {
      if (snapshot?.id !== chosen.id || snapshot.updatedAt !== chosen.updatedAt)
        setValue('case.economistProfile', economistSnapshotOf(chosen));
    } else if (snapshot !== undefined && snapshot.id !== economist) setValue('case.economistProfile', undefined);
  }, [profiles, economist, snapshot, setValue, getValues]);

  return useMemo(() => {
    const options: Option[] =
      profiles.state === 'ready'
        ? profiles.profiles.map((p) => ({ value: p.id, label: signatureName(p) }))
        : profiles.state === 'failed'
          ? firm.map((e) => ({ value: e.id, label: e.name }))
          : [];
    if (economist !== '' && !options.some((o) => o.value === economist)) {
      if (isFirmEconomistId(economist)) options.push({ value: economist, label: firm.find((e) => e.id === economist)?.name ?? economist });
      else if (snapshot?.id === economist) options.push({ value: economist, label: `${signatureName(snapshot)} (saved with this case)` });
      // Listed while the profiles load too, so the select keeps showing the saved choice.
      else
        options.push({
          value: economist,
          label: profiles.state === 'loading' ? 'Loading economists…' : 'An economist profile no longer available',
        });
    }
    return options;
  }, [profiles, firm, economist, snapshot]);
}
