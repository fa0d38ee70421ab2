import type { parcel } from '../shipments.js';
import { compiled } from './answer.js';
import { validateParcel } from './generated-parcel.js';

/** A sent order's parcel (loaded on demand): its answer, in a module of its own. */
export const parcelAnswer = /*#__PURE__*/ compiled<typeof parcel>(validateParcel);
