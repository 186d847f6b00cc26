/**
 * The reports a marketplace and its shops file with the tax offices: a shop's one-stop-shop figures
 * per quarter (oss.ts), the operator's VAT figures of its commission (commission.ts) and its yearly
 * DAC7 report of its sellers (dac7.ts), as files; the desk's calls for them (endpoints.ts).
 */
export { ossReport, ossReportsOf, ossCsv, type OssLine, type OssReport } from './oss';
export { commissionFigures, type CommissionLine, type CommissionTreatment } from './commission';
export { dac7Report, DAC7_MIN_CONSIDERATION_CENTS, DAC7_MIN_SALES, type Dac7Report, type Dac7Seller } from './dac7';
export { dac7Csv, dac7Xml, Dac7Incomplete, unfileableSellers, type PlatformOperator } from './dac7-files';
export { isQuarter, monthsOfQuarter, quarterBounds, quarterOf, recentQuarters, recentYears } from './period';
export { taxReportEndpoints } from './endpoints';
