export { OrderHistory, type OrderHistoryProps } from './OrderHistory';
export { StatusBadge } from './StatusBadge';
