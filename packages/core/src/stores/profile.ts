import type { ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client.js';
import { getClient, getClientInformation, saveClientInformation } from '../api/customer.js';
import type { ClientProfile } from '../contract/client.js';
import { type ProfileContactErrors, profileContactErrors } from '../rules/contact.js';
import { formatPhoneInput, normalizePhoneDigits } from '../rules/phone.js';
import { type ProfileAlert, profileAlert, profileAlertDurationMs } from '../rules/profile-alerts.js';
import { storeState } from './state.js';

/** The profile form as typed: every field a string, the phone as `+7 (XXX) XXX XX XX`. */
export type ProfileFormValues = { [Field in keyof ClientProfile]: string };
export type ProfileField = keyof ProfileFormValues;

export const profileFields: readonly ProfileField[] = [
  'receiptEmail',
  'receiptFio',
  'address',
  'postIndex',
  'cdekPvzCode',
  'phoneNumber',
  'vkLink',
];

export const emptyProfileForm: ProfileFormValues = {
  receiptEmail: '',
  receiptFio: '',
  address: '',
  postIndex: '',
  cdekPvzCode: '',
  phoneNumber: '',
  vkLink: '',
};

/** Saved profile → form: missing values become empty fields, the phone is formatted. */
export function profileFormValues(profile: ClientProfile): ProfileFormValues {
  const values = { ...emptyProfileForm };
  for (const field of profileFields) values[field] = profile[field] ?? '';
  values.phoneNumber = formatPhoneInput(values.phoneNumber);
  return values;
}

/** Form → saved profile: trimmed, empty as `null`, the phone as digits only. */
export function profileFromForm(values: ProfileFormValues): ClientProfile {
  const profile = {} as ClientProfile;
  for (const field of profileFields) {
    const text = values[field].trim();
    profile[field] = text === '' ? null : text;
  }
  const digits = normalizePhoneDigits(values.phoneNumber);
  profile.phoneNumber = digits === '' ? null : digits;
  return profile;
}

export interface ProfileState {
  loading: boolean;
  saving: boolean;
  /** 'Клиент: {name}'; `null` until known. */
  clientName: string | null;
  values: ProfileFormValues;
  errors: ProfileContactErrors;
  /** The load or save outcome; it vanishes after 5 seconds. */
  alert: ProfileAlert | null;
}

export interface ProfileStore {
  readonly $state: ReadableAtom<ProfileState>;
  load(): Promise<void>;
  /** Sets one field as typed; the phone is formatted as it is typed (at most 11 digits). */
  setField(field: ProfileField, value: string): void;
  /** Checks the e-mail, phone and VK link; saves only when all pass. Resolves whether it saved. */
  save(): Promise<boolean>;
  /** Stops the alert timer (the page is left). */
  dispose(): void;
}

export function createProfileStore(api: ApiClient): ProfileStore {
  const state = storeState<ProfileState>({
    loading: false,
    saving: false,
    clientName: null,
    values: emptyProfileForm,
    errors: {},
    alert: null,
  });
  const update = (changes: Partial<ProfileState>) => state.write({ ...state.read(), ...changes });
  let alertTimer: ReturnType<typeof setTimeout> | undefined;
  // Fields typed before the saved profile arrived: the late load must not overwrite them.
  const typedFields = new Set<ProfileField>();

  function showAlert(alert: ProfileAlert) {
    clearTimeout(alertTimer);
    update({ alert });
    alertTimer = setTimeout(() => update({ alert: null }), profileAlertDurationMs);
  }

  return {
    $state: state.$store,
    async load() {
      update({ loading: true });
      const [information, client] = await Promise.allSettled([getClientInformation(api), getClient(api)]);
      if (client.status === 'fulfilled') update({ clientName: client.value.name });
      if (information.status === 'fulfilled') {
        const loaded = profileFormValues(information.value);
        const current = state.read().values;
        const { errors } = state.read();
        const keptErrors: ProfileContactErrors = {};
        for (const field of typedFields) loaded[field] = current[field];
        for (const field of ['receiptEmail', 'phoneNumber', 'vkLink'] as const) {
          if (typedFields.has(field) && errors[field]) keptErrors[field] = errors[field];
        }
        update({ loading: false, values: loaded, errors: keptErrors });
      } else {
        update({ loading: false });
        showAlert(profileAlert('loadFailed'));
      }
    },
    setField(field, value) {
      const typed = field === 'phoneNumber' ? formatPhoneInput(value) : value;
      typedFields.add(field);
      const { [field as keyof ProfileContactErrors]: _fixed, ...otherErrors } = state.read().errors;
      update({ values: { ...state.read().values, [field]: typed }, errors: otherErrors });
    },
    async save() {
      const { values } = state.read();
      const errors = profileContactErrors(values);
      update({ errors });
      if (Object.keys(errors).length > 0) return false;
      update({ saving: true });
      try {
        await saveClientInformation(api, profileFromForm(values));
        update({ saving: false });
        showAlert(profileAlert('saved'));
        return true;
      } catch {
        update({ saving: false });
        showAlert(profileAlert('saveFailed'));
        return false;
      }
    },
    dispose() {
      clearTimeout(alertTimer);
    },
  };
}
