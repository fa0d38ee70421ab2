import type { ElementSpec } from '../custom-elements/element-spec';
import { ContactButton, type ContactButtonProps } from './ContactButton';

export const contactButtonElement: ElementSpec<ContactButtonProps> = {
  tag: 's62-contact-button',
  description:
    'Floating button "Есть вопросы? Свяжитесь с нами в ВК": expanded above 768 px, collapsed below; opens the chat in a new tab.',
  component: ContactButton,
  attributes: {
    href: { type: 'string', description: 'Chat address opened in a new tab.', default: '"https://vk.me/stickers62"' },
  },
  events: {
    onContact: { name: 's62-contact', description: 'The visitor opened the chat.', detail: '{ href: string }' },
  },
};
