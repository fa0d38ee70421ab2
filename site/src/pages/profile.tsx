import { profileTexts } from '@stickers62/core/texts';
import { ProfileScreen } from '@stickers62/widgets/shop';
import { Page } from '../page-frame';

/** `/profile` 'Настройки профиля'. */
export function ProfilePage() {
  return (
    <Page title={profileTexts.title}>
      <ProfileScreen />
    </Page>
  );
}
