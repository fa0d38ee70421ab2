import { useStore } from '@nanostores/react';
import { createProfileStore, getShopStores } from '@stickers62/core/stores';
import { useEffect, useState } from 'react';
import { ProfileForm } from './ProfileForm';

export interface ProfileScreenProps {
  apiBase?: string;
}

/** 'Настройки профиля' (`/profile`): the client's name and the profile form. */
export function ProfileScreen({ apiBase }: ProfileScreenProps) {
  const [stores] = useState(() => getShopStores(apiBase));
  const [profile] = useState(() => createProfileStore(stores.api));
  const state = useStore(profile.$state);
  const session = useStore(stores.session.$state);
  // The client's name when the shop knows it, else the login the person signed in with.
  const clientName = state.clientName || session.user?.name || session.user?.username || null;
  useEffect(() => {
    void profile.load();
    return () => profile.dispose();
  }, [profile]);
  return (
    <ProfileForm state={{ ...state, clientName }} onFieldChange={profile.setField} onSave={() => void profile.save()} />
  );
}
