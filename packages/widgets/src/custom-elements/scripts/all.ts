import { defineContactButton } from '../../contact-button/define';

defineContactButton();
