'use client';

import { layoutPickerTexts } from '@stickers62/core/texts';
import { useRef, useState, type WheelEvent } from 'react';
import { buttonClass } from './classes';
import { useDialogKeyboard } from './use-dialog-keyboard';

/** The spec's largest zoom: a pixel ratio of 3. */
export const maxLightboxZoom = 3;
const zoomStep = 0.25;

export interface LightboxProps {
  src: string;
  alt: string;
  onClose: () => void;
}

function clampZoom(zoom: number): number {
  return Math.min(maxLightboxZoom, Math.max(1, zoom));
}

/**
 * A full-screen preview of one image, a `<dialog>` in the top layer above everything (the
 * picker's dialog included): zoom by scrolling (or + and − keys) from 1× to 3×, no
 * previous/next; closes on a backdrop click, the close button or Escape.
 */
export function Lightbox({ src, alt, onClose }: LightboxProps) {
  const [zoom, setZoom] = useState(1);
  const dialog = useRef<HTMLDialogElement>(null);
  const { onKeyDown: onDialogKeyDown, onCancel } = useDialogKeyboard(dialog, onClose);
  const zoomBy = (delta: number) => setZoom((current) => clampZoom(current + delta));
  const onWheel = (event: WheelEvent) => zoomBy(event.deltaY < 0 ? zoomStep : -zoomStep);
  return (
    <dialog
      ref={dialog}
      aria-label={alt}
      data-zoom={zoom}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none items-center border-0 justify-center overflow-hidden bg-black/80 p-0 outline-none open:flex"
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onCancel={onCancel}
      onWheel={onWheel}
      onKeyDown={(event) => {
        if (event.key === '+' || event.key === '=') zoomBy(zoomStep);
        else if (event.key === '-') zoomBy(-zoomStep);
        else onDialogKeyDown(event);
      }}
    >
      <button
        type="button"
        className={`${buttonClass.icon} absolute right-4 top-4 bg-white`}
        aria-label={layoutPickerTexts.closePreview}
        onClick={onClose}
      >
        ×
      </button>
      <img
        src={src}
        alt={alt}
        className="max-h-[90vh] max-w-[90vw] object-contain transition-transform"
        style={{ transform: `scale(${zoom})` }}
      />
    </dialog>
  );
}
