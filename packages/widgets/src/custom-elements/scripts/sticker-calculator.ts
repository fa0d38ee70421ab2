import { defineStickerCalculator } from '../../sticker-calculator/define';

defineStickerCalculator();
