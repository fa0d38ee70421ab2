import type { ElementSpec } from '../custom-elements/element-spec';
import { apiBaseAttribute } from '../custom-elements/shared-specs';
import { LayoutPicker, type LayoutPickerProps } from './LayoutPicker';

export const layoutPickerElement: ElementSpec<LayoutPickerProps> = {
  tag: 's62-layout-picker',
  description:
    'Dialog for choosing earlier layouts to repeat: search, "Убрать повторы", pages of 50 on scroll, previews with a zooming lightbox, single or multi select with quantities.',
  component: LayoutPicker,
  attributes: {
    apiBase: apiBaseAttribute,
    kind: {
      type: 'string',
      values: ['stickers', 'acryl'],
      description: 'Which layouts: "stickers" or "acryl".',
      default: '"stickers"',
    },
    multiple: { type: 'boolean', description: 'Multi select with quantities instead of a single choice.' },
    open: { type: 'boolean', description: 'Shows the dialog; every opening starts afresh. Removed when it closes.' },
  },
  events: {
    onSelect: {
      name: 's62-select',
      description: 'Layouts chosen: one in single mode, the selection with quantities in multi mode.',
      detail: '{ layouts: PickedLayout[] }',
    },
    onClose: {
      name: 's62-close',
      description: 'The picker closed (after a choice, "Отмена", Escape or the backdrop).',
      detail: 'undefined',
      removesAttribute: 'open',
    },
  },
};
