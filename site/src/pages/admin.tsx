import { AdminOrdersScreen, type HostScreenProps } from '@stickers62/widgets/shop';
import { paths } from '../routes';

/**
 * `/admin` (list plus edit dialog, `?order=<id>` opens it) and `/admin/list` (the list; a row
 * opens the dialog under `/admin`). The filters live in the address, so a view can be shared.
 * On a laptop the screen fills the window and only the table scrolls; on a phone the toolbar,
 * the action bar and its results alone are taller than the window, so the page scrolls and the
 * table keeps a height of its own.
 */
export function AdminPage(screen: HostScreenProps) {
  return (
    <div className="mx-auto flex w-full max-w-[1600px] flex-col px-3 py-4 sm:px-6 lg:h-[calc(100vh-7rem)]">
      <AdminOrdersScreen {...screen} withDialog={screen.path === paths.admin} />
    </div>
  );
}
