export { createMemoryStockSearch, type MemoryStockSearch, type StockSource } from "./memory-stock-search.ts"
