export {
  createStockSearchEngine,
  type StockSearchEngine,
  type StockSource,
  type TenantIndexStats
} from "./stock-search-engine.ts"
