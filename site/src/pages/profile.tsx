import { useStore } from '@nanostores/react';
import { createProfileStore } from '@stickers62/core/stores';
import { profileTexts } from '@stickers62/core/texts';
import { ProfileForm } from '@stickers62/widgets/shop';
import { useEffect, useMemo } from 'react';
import { Page } from '../page-frame';
import { shop } from '../shop';

/** `/profile` 'Настройки профиля': the client's name and the profile form (core's profile store). */
export function ProfilePage() {
  const profile = useMemo(() => createProfileStore(shop.api), []);
  const state = useStore(profile.$state);
  const session = useStore(shop.session.$state);
  // The client's name when the shop knows it, else the login the person signed in with.
  const clientName = state.clientName || session.user?.name || session.user?.username || null;
  useEffect(() => {
    void profile.load();
    return () => profile.dispose();
  }, [profile]);
  return (
    <Page title={profileTexts.title}>
      <ProfileForm
        state={{ ...state, clientName }}
        onFieldChange={profile.setField}
        onSave={() => void profile.save()}
      />
    </Page>
  );
}
