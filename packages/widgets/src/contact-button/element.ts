import type { ElementSpec } from '../custom-elements/element-spec';
import { ContactButton, type ContactButtonProps, contactButtonPositions } from './ContactButton';

export const contactButtonElement: ElementSpec<ContactButtonProps> = {
  tag: 's62-contact-button',
  description:
    'Button "Есть вопросы? Свяжитесь с нами в ВК", floating in the corner of the viewport (or inline): expanded above 768 px, collapsed below; opens the chat in a new tab.',
  component: ContactButton,
  attributes: {
    href: { type: 'string', description: 'Chat address opened in a new tab.', default: '"https://vk.me/stickers62"' },
    position: {
      type: 'string',
      values: contactButtonPositions,
      description:
        '"fixed": the bottom right corner of the viewport at z-index 50, layered with the page (a transformed container around it carries and clips it); "top-layer": the same corner in the top layer, where no container moves or clips it, above all of the page; "inline": in the page\'s flow, where the element stands.',
      default: '"fixed"',
    },
  },
  events: {
    onContact: { name: 's62-contact', description: 'The visitor opened the chat.', detail: '{ href: string }' },
  },
};
