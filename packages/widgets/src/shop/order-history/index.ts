export { OrderHistory, type OrderHistoryProps } from './OrderHistory';
export { OrderHistoryScreen, type OrderHistoryScreenProps } from './OrderHistoryScreen';
export { StatusBadge } from './StatusBadge';
