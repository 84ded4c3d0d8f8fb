/** The exceljs module, handed to the workbook code so the browser loads it only on a click. */
export type ExcelModule = typeof import('exceljs');

/**
 * exceljs (about 1 MB) is fetched only when the buyer imports a bill of quantities, makes its template or
 * exports the comparison, as the tenders feature does (features/tenders/workbook/load-exceljs.ts, a copy
 * of its own: a module shared with the supplier's detail would be one more file on its first screen). Its
 * browser build is CommonJS: the module is the default export there, the namespace in Node.
 */
export async function loadExcel(): Promise<ExcelModule> {
  const module = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return module.default ?? module;
}
