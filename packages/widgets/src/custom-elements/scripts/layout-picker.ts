import { defineLayoutPicker } from '../../layout-picker/define';

defineLayoutPicker();
