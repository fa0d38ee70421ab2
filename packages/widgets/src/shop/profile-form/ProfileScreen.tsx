import { useStore } from '@nanostores/react';
import { createPasswordChangeStore, createProfileStore, getShopStores } from '@stickers62/core/stores';
import { useEffect, useState } from 'react';
import { CompaniesSection } from '../companies/CompaniesSection';
import type { ScreenProps } from '../screen';
import { MailPreferences } from '../timeline/MailPreferences';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/** The profile reads only the shop's API (`apiBase`): the host's address and links change nothing. */
export interface ProfileScreenProps extends ScreenProps {}

/**
 * 'Настройки профиля' (`/profile`): the client's name, the profile form and, for an account
 * with a login (not a temporary one), the password change.
 */
export function ProfileScreen({ apiBase }: ProfileScreenProps) {
  const [stores] = useState(() => getShopStores(apiBase));
  const [profile] = useState(() => createProfileStore(stores.api));
  const [password] = useState(() => createPasswordChangeStore(stores.api));
  const state = useStore(profile.$state);
  const passwordState = useStore(password.$state);
  const session = useStore(stores.session.$state);
  // The client's name when the shop knows it, else the login the person signed in with.
  const clientName = state.clientName || session.user?.name || session.user?.username || null;
  useEffect(() => {
    void profile.load();
    return () => profile.dispose();
  }, [profile]);
  const hasLogin = Boolean(session.user?.username) && session.user?.isTemporary === false;
  return (
    <div className="flex flex-col gap-8">
      <ProfileForm
        state={{ ...state, clientName }}
        onFieldChange={profile.setField}
        onSave={() => void profile.save()}
        api={stores.api}
      />
      <MailPreferences api={stores.api} />
      <CompaniesSection api={stores.api} />
      {hasLogin && (
        <PasswordForm state={passwordState} onFieldChange={password.setField} onSubmit={() => void password.submit()} />
      )}
    </div>
  );
}
