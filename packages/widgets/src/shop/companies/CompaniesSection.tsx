import { type ApiClient, createCompany, deleteCompany, getCompanies } from '@stickers62/core/api';
import type { Company, CompanyFields, CompanyProblem } from '@stickers62/core/contract';
import { companyProblems } from '@stickers62/core/contract';
import { type CompanyKind, companyKinds, ogrnLabel } from '@stickers62/core/rules';
import { companyFormTexts, companyKindNames, companyTexts } from '@stickers62/core/texts';
import { type FormEvent, useEffect, useState } from 'react';
import { buttonClass, cardClass, fieldClass } from '../../ui/classes';
import { TextField } from '../../ui/text-field';
import { MessageBlock } from '../message-block';

export interface CompaniesSectionProps {
  api: ApiClient;
}

const blank: CompanyFields = {
  kind: 'organization',
  inn: '',
  kpp: '',
  ogrn: '',
  name: '',
  address: '',
  accountantEmail: '',
};

type TextFieldName = Exclude<keyof CompanyFields, 'kind'>;

/**
 * The profile's companies (issue 34): the buyers a счёт на оплату can be made out to. The form
 * checks the numbers with core's rules as it is sent (the server checks them again).
 */
export function CompaniesSection({ api }: CompaniesSectionProps) {
  const [companies, setCompanies] = useState<Company[] | null>(null);
  const [values, setValues] = useState<CompanyFields>(blank);
  const [problems, setProblems] = useState<CompanyProblem[]>([]);
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getCompanies(api)
      .then(setCompanies)
      .catch((error: Error) => setAlert({ tone: 'error', text: error.message }));
  }, [api]);

  const errorOf = (field: keyof CompanyFields) => problems.find((problem) => problem.field === field)?.message;
  const set = (field: TextFieldName, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = companyProblems(values);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const saved = await createCompany(api, values);
      setCompanies((current) => [...(current ?? []), saved]);
      setValues(blank);
      setAlert({ tone: 'success', text: companyFormTexts.saved });
    } catch (error) {
      setAlert({ tone: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (company: Company) => {
    try {
      await deleteCompany(api, company.id);
      setCompanies((current) => (current ?? []).filter((entry) => entry.id !== company.id));
    } catch (error) {
      setAlert({ tone: 'error', text: (error as Error).message });
    }
  };

  const organization = values.kind === 'organization';
  const fields: { name: TextFieldName; label: string; wide?: boolean; numeric?: boolean }[] = [
    { name: 'name', label: companyTexts.name, wide: true },
    { name: 'inn', label: companyTexts.inn, numeric: true },
    ...(organization ? [{ name: 'kpp' as const, label: companyTexts.kpp }] : []),
    { name: 'ogrn', label: ogrnLabel(values.kind), numeric: true },
    { name: 'address', label: companyTexts.address, wide: true },
    { name: 'accountantEmail', label: companyTexts.accountantEmail },
  ];

  return (
    <section className="flex flex-col gap-4" aria-labelledby="companies-title">
      <h2 id="companies-title" className="text-xl font-semibold text-gray-900">
        {companyFormTexts.title}
      </h2>
      <p className="text-sm text-gray-600">{companyFormTexts.hint}</p>
      {alert && <MessageBlock tone={alert.tone} text={alert.text} />}
      {companies !== null && companies.length === 0 && (
        <p className="text-sm text-gray-600">{companyFormTexts.empty}</p>
      )}
      {companies !== null && companies.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="company-list">
          {companies.map((company) => (
            <li key={company.id} className={`${cardClass} flex flex-wrap items-center justify-between gap-3 p-4`}>
              <span className="min-w-0 break-words">
                <span className="block font-semibold">{company.name}</span>
                <span className="block text-sm text-gray-600">
                  {companyFormTexts.details(company.inn, company.kpp)}
                </span>
              </span>
              <button
                type="button"
                className={buttonClass.secondary}
                aria-label={companyFormTexts.remove(company.name)}
                onClick={() => void remove(company)}
              >
                {companyFormTexts.removeShort}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className={`${cardClass} grid gap-4 p-5 md:grid-cols-2`}
      >
        <fieldset className="flex flex-wrap gap-4 md:col-span-2">
          <legend className="mb-1 text-sm font-medium text-gray-700">{companyTexts.kind}</legend>
          {companyKinds.map((kind: CompanyKind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="company-kind"
                className={fieldClass.checkbox}
                checked={values.kind === kind}
                onChange={() => setValues((current) => ({ ...current, kind }))}
              />
              {companyKindNames[kind]}
            </label>
          ))}
        </fieldset>
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            value={values[field.name] ?? ''}
            onChange={(value) => set(field.name, value)}
            error={errorOf(field.name)}
            className={field.wide ? 'md:col-span-2' : undefined}
            inputMode={field.numeric ? 'numeric' : undefined}
            type={field.name === 'accountantEmail' ? 'email' : 'text'}
          />
        ))}
        <div className="md:col-span-2">
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {busy ? companyFormTexts.saving : companyFormTexts.add}
          </button>
        </div>
      </form>
    </section>
  );
}
