// Public surface of the work-orders feature outside its lazy-loaded page: the home page's tile.
export { WorkOrdersHomeTile } from './components/work-orders-home-tile';
