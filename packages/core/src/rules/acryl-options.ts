import { acrylPrintTypeNames } from '../contract/index.js';

/** Print types of the acryl item form: 'Разная печать' is not offered. */
export function acrylPrintTypeOptions(printTypes: readonly string[]): string[] {
  return printTypes.filter((printType) => printType !== acrylPrintTypeNames.mixed);
}
