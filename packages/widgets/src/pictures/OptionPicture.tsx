import type { CuttingType, LaminationType } from './looks';
import { SheetPicture, sampleTiles } from './SheetPicture';

export type OptionPictureProps =
  | { kind: 'film'; value: string }
  | { kind: 'lamination'; value: LaminationType }
  | { kind: 'cutting'; value: CuttingType };

const swatchSheet = { widthMm: 40, heightMm: 28 };
const oneSticker = [{ x: 12, y: 6, width: 16, height: 16 }];
const twoStickers = sampleTiles(swatchSheet, 2);

/** Width of an option's picture in CSS pixels (its height is 0.7 of it). */
export const optionPictureWidth = 40;

/**
 * The small picture of one option beside its name: a film's surface, a lamination over white
 * film, or what a cutting makes of two stickers. Decorative: the option's name is beside it.
 */
export function OptionPicture(props: OptionPictureProps) {
  const common = { sheet: swatchSheet, width: optionPictureWidth } as const;
  switch (props.kind) {
    case 'film':
      return <SheetPicture {...common} film={props.value} lamination={null} cutting={null} tiles={[]} />;
    case 'lamination':
      return <SheetPicture {...common} film="" lamination={props.value} cutting={null} tiles={oneSticker} />;
    default:
      return <SheetPicture {...common} film="" lamination={null} cutting={props.value} tiles={twoStickers} />;
  }
}
