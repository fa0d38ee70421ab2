import { profileTexts } from '@stickers62/core/texts';
import { type HostScreenProps, ProfileScreen } from '@stickers62/widgets/shop';
import { Page } from '../page-frame';

/** `/profile` 'Настройки профиля'. */
export function ProfilePage(screen: HostScreenProps) {
  return (
    <Page title={profileTexts.title}>
      <ProfileScreen {...screen} />
    </Page>
  );
}
