import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Combobox } from '../../../components/ui/combobox';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { KeyValueEditor, useKeyValueRows } from '../../../components/ui/key-value-editor';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import {
  AUTO_CONFIRM_TOLERANCE_MAX,
  checkName,
  checkNip,
  checkOptionalEmail,
  checkRegon,
  checkTolerance,
  checkWebsite,
  keyValueObject,
  type ValidationKey,
} from '../../../lib/validation';
import type { CompanyPublic, Country } from '../../../types/api';
import { createCompany, updateCompany } from '../api/org';
import { DEFAULT_TIMEZONE, timeZoneOptions } from './time-zones';
import { useFormSubmit } from '../../../components/ui/use-form-submit';

const COUNTRIES: readonly Country[] = ['PL', 'UA'];
type TextField = 'name' | 'nip' | 'regon' | 'address' | 'phone' | 'email' | 'website' | 'description';
type Values = Record<TextField, string> & { timezone: string; country: Country; autoConfirm: boolean; tolerance: string };
type Field = TextField | 'timezone' | 'country' | 'tolerance';

function initialValues(company?: CompanyPublic): Values {
  return {
    name: company?.name ?? '',
    nip: company?.nip ?? '',
    regon: company?.regon ?? '',
    address: company?.address ?? '',
    phone: company?.phone ?? '',
    email: company?.email ?? '',
    website: company?.website ?? '',
    description: company?.description ?? '',
    timezone: company?.timezone ?? DEFAULT_TIMEZONE,
    country: company?.country ?? 'PL',
    autoConfirm: company?.auto_confirm_enabled ?? false,
    tolerance: String(company?.auto_confirm_tolerance_minutes ?? 15),
  };
}

type CompanyFormProps = {
  /** The company to edit; without it the form creates one. */
  company?: CompanyPublic;
  onSaved: (company: CompanyPublic) => void;
  onCancel: () => void;
};

/** Every field of a company: details, time zone and holidays, auto-confirm, extra fields. */
export function CompanyForm({ company, onSaved, onCancel }: CompanyFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => initialValues(company));
  const extra = useKeyValueRows(company?.extra_fields);
  const { problems, submitting: isSubmitting, submit, clearing } = useFormSubmit<Field>({ busyAfterSuccess: false });
  const zones = useMemo(() => timeZoneOptions(company?.timezone), [company?.timezone]);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const keys: Partial<Record<Field, ValidationKey | null>> = {
      name: checkName(values.name, 'company'),
      nip: checkNip(values.nip),
      regon: checkRegon(values.regon),
      email: checkOptionalEmail(values.email),
      website: checkWebsite(values.website),
      tolerance: checkTolerance(values.tolerance),
      timezone: values.timezone ? null : 'validation.timezoneUnknown',
    };
    const found: Partial<Record<Field, string>> = {};
    for (const [field, key] of Object.entries(keys)) if (key) found[field as Field] = t(key, { max: AUTO_CONFIRM_TOLERANCE_MAX });

    const payload = {
      name: values.name.trim(),
      nip: values.nip.trim() || null,
      regon: values.regon.trim() || null,
      address: values.address.trim() || null,
      phone: values.phone.trim() || null,
      email: values.email.trim() || null,
      website: values.website.trim() || null,
      description: values.description.trim() || null,
      timezone: values.timezone,
      country: values.country,
      auto_confirm_enabled: values.autoConfirm,
      auto_confirm_tolerance_minutes: Number(values.tolerance),
      extra_fields: keyValueObject(extra.rows),
    };
    const saved = await submit(event.currentTarget, {
      found,
      blocked: extra.hasProblems(),
      failure: t('companies.saveFailed'),
      send: () => (company ? updateCompany(company.id, payload) : createCompany(payload)),
    });
    if (!saved) return;
    toast.success(company ? t('companies.saved') : t('companies.created'), saved.name);
    onSaved(saved);
  }

  return (
    <form noValidate onSubmit={handleSubmit} {...clearing} className="flex flex-col gap-8">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-semibold">{t('companies.form.details')}</legend>
        <Input
          name="name"
          label={t('companies.fields.name')}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          maxLength={255}
          autoComplete="organization"
          error={problems.name}
          className="sm:col-span-2"
        />
        <Input
          name="nip"
          label={t('companies.fields.nip')}
          value={values.nip}
          onChange={(event) => set('nip', event.target.value)}
          inputMode="numeric"
          maxLength={32}
          hint={t('companies.form.nipHint')}
          error={problems.nip}
        />
        <Input
          name="regon"
          label={t('companies.fields.regon')}
          value={values.regon}
          onChange={(event) => set('regon', event.target.value)}
          inputMode="numeric"
          maxLength={32}
          hint={t('companies.form.regonHint')}
          error={problems.regon}
        />
        <Textarea
          name="address"
          label={t('companies.fields.address')}
          value={values.address}
          onChange={(event) => set('address', event.target.value)}
          maxLength={500}
          rows={2}
          error={problems.address}
          className="sm:col-span-2"
        />
        <Input
          name="phone"
          label={t('companies.fields.phone')}
          type="tel"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          maxLength={32}
          error={problems.phone}
        />
        <Input
          name="email"
          label={t('companies.fields.email')}
          type="email"
          inputMode="email"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          maxLength={255}
          error={problems.email}
        />
        <Input
          name="website"
          label={t('companies.fields.website')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.website}
          onChange={(event) => set('website', event.target.value)}
          maxLength={500}
          error={problems.website}
          className="sm:col-span-2"
        />
        <Textarea
          name="description"
          label={t('companies.fields.description')}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          maxLength={5000}
          error={problems.description}
          className="sm:col-span-2"
        />
      </fieldset>

      <div className="border-t border-stone-200 pt-6 dark:border-stone-800">
        <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <legend className="mb-3 font-semibold">{t('companies.form.timeAndSchedules')}</legend>
          <Combobox
            label={t('companies.fields.timezone')}
            value={values.timezone}
            onChange={(zone) => set('timezone', zone)}
            options={zones}
            noResults={t('companies.form.noTimezone')}
            hint={t('companies.form.timezoneHint')}
            error={problems.timezone}
          />
          <Select
            name="country"
            label={t('companies.fields.country')}
            value={values.country}
            onChange={(event) => set('country', event.target.value as Country)}
            hint={t('companies.form.countryHint')}
            error={problems.country}
          >
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`countries.${code}`)}
              </option>
            ))}
          </Select>
          <div className="sm:col-span-2">
            <Switch
              label={t('companies.fields.autoConfirm')}
              description={t('companies.form.autoConfirmHint')}
              checked={values.autoConfirm}
              onChange={(checked) => set('autoConfirm', checked)}
            />
          </div>
          <Input
            name="tolerance"
            label={t('companies.fields.tolerance')}
            type="number"
            inputMode="numeric"
            min={0}
            max={AUTO_CONFIRM_TOLERANCE_MAX}
            step={1}
            value={values.tolerance}
            onChange={(event) => set('tolerance', event.target.value)}
            hint={t('companies.form.toleranceHint', { max: AUTO_CONFIRM_TOLERANCE_MAX })}
            error={problems.tolerance}
          />
        </fieldset>
      </div>

      <div className="border-t border-stone-200 pt-6 dark:border-stone-800">
        <KeyValueEditor
          legend={t('companies.fields.extraFields')}
          description={t('companies.form.extraFieldsHint')}
          {...extra.editor}
        />
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSubmitting}>
          {company ? t('common.saveChanges') : t('companies.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
