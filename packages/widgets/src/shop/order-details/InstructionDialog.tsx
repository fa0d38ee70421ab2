import { instructionTexts } from '@stickers62/core/texts';
import { useState } from 'react';
import { CheckboxField } from '../../ui/CheckboxField';
import { Dialog } from '../../ui/Dialog';

/** The file guidance, shown until the customer ticks 'Больше не показывать'. */
export function InstructionDialog({ onClose }: { onClose: (dontShowAgain: boolean) => void }) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const close = () => onClose(dontShowAgain);
  return (
    <Dialog title={instructionTexts.title} onClose={close} closeText={instructionTexts.understood}>
      <FileGuidance />
      <CheckboxField
        label={instructionTexts.dontShowAgain}
        checked={dontShowAgain}
        onChange={setDontShowAgain}
        className="mt-4"
      />
    </Dialog>
  );
}

/** CMYK Fogra39 at 1:1, the acryl and sticker layer rules and the colour-proof note. */
export function FileGuidance() {
  return (
    <ul className="list-disc space-y-2 pl-5 text-sm text-gray-800">
      <li>{instructionTexts.cmyk}</li>
      <li>{instructionTexts.stickers}</li>
      <li>{instructionTexts.acryl}</li>
      <li>{instructionTexts.colorProof}</li>
    </ul>
  );
}
