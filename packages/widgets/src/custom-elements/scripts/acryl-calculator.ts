import { defineAcrylCalculator } from '../../acryl-calculator/define';

defineAcrylCalculator();
