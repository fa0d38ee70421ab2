import { type CSSProperties, lazy, type ReactNode, Suspense } from 'react';
import type { OptionPictureProps } from './OptionPicture';
import type { SheetPictureProps } from './SheetPicture';

/**
 * The product pictures as the calculators and the item form show them: a chunk of their own
 * (`calculator-pictures`), fetched when the first picture is shown, so a calculator's first
 * paint carries none of their bytes. Each part keeps its space while the chunk loads. The
 * element scripts, one file each, take `part.element.tsx` instead (package.json `imports`:
 * `#pictures-part` under the element condition).
 */
const load = () => import('./calculator-pictures');
const LazyOption = lazy(() => load().then((module) => ({ default: module.OptionPicture })));
const LazySheet = lazy(() => load().then((module) => ({ default: module.SheetPicture })));

/** Whether this build shows the pictures (the element scripts do not). */
export const picturesShown = true;

/*
 * The option's picture sits over the end of its select, left of the arrow: a box of no height
 * after the select holds it, so the field keeps its height and the calculator its layout, and
 * no class is added to the calculators' stylesheets. Clicks go through it to the select.
 */
// Its negative margin takes back the fields' `gap-1` (4 px), which a box of no height still gets.
const anchor: CSSProperties = { display: 'block', position: 'relative', height: 0, marginTop: -4 };
// OptionPicture's size: 40 px wide, its 40 × 28 mm swatch with a 1 mm margin around.
const optionBox: CSSProperties = {
  position: 'absolute',
  right: 30,
  bottom: 5,
  width: 40,
  height: 29,
  pointerEvents: 'none',
};

export function OptionPicturePart(props: OptionPictureProps) {
  return (
    <span style={anchor}>
      <span style={optionBox} data-testid="option-picture">
        <Suspense fallback={null}>
          <LazyOption {...props} />
        </Suspense>
      </span>
    </span>
  );
}

export function SheetPicturePart({ fallback, ...props }: SheetPictureProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LazySheet {...props} />
    </Suspense>
  );
}
