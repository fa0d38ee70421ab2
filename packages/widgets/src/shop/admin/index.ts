export { AdminOrdersScreen, type AdminOrdersScreenProps } from './AdminOrdersScreen';
export { type AdminStores, createAdminStores, useAdminStores } from './admin-stores';
export { CreateForClientDialog } from './CreateForClientDialog';
export { ColorProofMark, colorProofColors } from './cells';
export { FilterPanel } from './FilterPanel';
export { OrderEditDialog } from './OrderEditDialog';
export { OrderTable, orderRowHeight } from './OrderTable';
export { OrderTotals } from './OrderTotals';
export { ProductionTotalsSection } from './ProductionTotals';
